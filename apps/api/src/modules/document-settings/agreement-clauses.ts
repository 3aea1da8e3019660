/**
 * The careers office's default clauses of the «convenio de cooperación educativa» (Real Decreto
 * 592/2014), per language. Each clause is a block separated by a blank line; its first line is
 * the clause's heading. {universidad} and {entidad} are replaced by the parties' names.
 */
export const defaultAgreementClauses = {
  es: `PRIMERA. Objeto
El presente convenio tiene por objeto establecer el marco de cooperación educativa entre {universidad} y {entidad} para que estudiantes matriculados en enseñanzas oficiales o propias de la Universidad realicen prácticas académicas externas, curriculares o extracurriculares, en la entidad colaboradora, conforme al Real Decreto 592/2014, de 11 de julio, por el que se regulan las prácticas académicas externas de los estudiantes universitarios. Cada práctica se concretará en un proyecto formativo que fijará sus objetivos educativos, las actividades que se desarrollarán, su duración, horario y lugar de realización.

SEGUNDA. Duración y renovación
El convenio entrará en vigor en la fecha de su firma y tendrá una duración de cuatro años, conforme al artículo 49.h) de la Ley 40/2015, de 1 de octubre, de Régimen Jurídico del Sector Público. En cualquier momento antes de su finalización, las partes podrán acordar unánimemente su prórroga por un periodo de hasta cuatro años adicionales. Las prácticas iniciadas durante su vigencia se completarán en los términos pactados.

TERCERA. Régimen del estudiante
La realización de las prácticas no supondrá para la entidad colaboradora la asunción de obligaciones más allá de las estrictamente establecidas en este convenio y, dado su carácter formativo, de ellas no se derivarán, en ningún caso, obligaciones propias de una relación laboral ni su contenido podrá dar lugar a la sustitución de la prestación laboral propia de puestos de trabajo. El estudiante quedará sujeto al régimen de horario y a las normas de funcionamiento de la entidad, y tendrá los derechos y deberes previstos en los artículos 9 y 10 del Real Decreto 592/2014. La ayuda al estudio que, en su caso, acuerde la entidad se ajustará a la normativa vigente de Seguridad Social.

CUARTA. Tutorías
La entidad colaboradora designará un tutor o tutora con experiencia profesional y conocimientos necesarios para una tutela efectiva, que acogerá al estudiante, organizará su actividad conforme al proyecto formativo y emitirá el informe final. La Universidad designará un tutor o tutora académico que velará por el normal desarrollo del proyecto formativo, hará su seguimiento y evaluará las prácticas. Ambos tutores colaborarán en la resolución de las incidencias que pudieran surgir.

QUINTA. Seguros
Los estudiantes estarán cubiertos por el seguro escolar cuando les corresponda por su edad y, en todo caso, por el seguro de accidentes y de responsabilidad civil que la Universidad tenga suscrito o exija suscribir. La entidad colaboradora responderá conforme a la legislación vigente de los daños que se produzcan en sus instalaciones y de la prevención de riesgos laborales que corresponda a la actividad.

SEXTA. Protección de datos
Las partes tratarán los datos personales a que tengan acceso con motivo de este convenio conforme al Reglamento (UE) 2016/679 (RGPD) y a la Ley Orgánica 3/2018, de 5 de diciembre, de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD), únicamente para la gestión de las prácticas y con las medidas de seguridad adecuadas. El estudiante guardará confidencialidad sobre la información interna de la entidad y no podrá explotar los trabajos realizados sin su autorización expresa.

SÉPTIMA. Resolución
Serán causas de resolución del convenio el mutuo acuerdo de las partes, el incumplimiento grave de sus obligaciones por cualquiera de ellas previo requerimiento para su cumplimiento en el plazo de un mes, la denuncia de cualquiera de las partes comunicada por escrito con una antelación mínima de tres meses y las demás previstas en la legislación vigente. La resolución no afectará a las prácticas en curso, que finalizarán en los términos acordados.`,
  en: `FIRST. Purpose
This agreement sets the framework of educational cooperation between {universidad} and {entidad} so that students enrolled at the University carry out external academic internships, curricular or extracurricular, at the host organisation, in accordance with Spanish Royal Decree 592/2014 of 11 July on university students' external academic internships. Each internship is set out in a training project stating its educational goals, activities, length, hours and place.

SECOND. Term and renewal
The agreement comes into force on the date it is signed and lasts four years, in accordance with article 49.h) of Law 40/2015 of 1 October. Before it ends, the parties may unanimously agree to extend it for up to four further years. Internships begun while it is in force will be completed as agreed.

THIRD. The student's status
Given their educational nature, the internships create no obligations of an employment relationship whatsoever, nor may they replace the work of an employee. The student follows the host organisation's hours and rules and has the rights and duties set out in articles 9 and 10 of Royal Decree 592/2014. Any study grant the organisation agrees to pay will comply with Social Security law.

FOURTH. Tutors
The host organisation appoints a tutor with the professional experience and knowledge needed for effective supervision, who welcomes the student, organises their work according to the training project and writes the final report. The University appoints an academic tutor who oversees the training project, follows it and assesses the internship. Both tutors work together to solve any incident.

FIFTH. Insurance
Students are covered by the school insurance where their age allows it and, in any case, by the accident and civil liability insurance the University holds or requires. The host organisation is liable under the law for damage occurring on its premises and for the occupational risk prevention its activity requires.

SIXTH. Data protection
The parties process the personal data they access under this agreement in accordance with Regulation (EU) 2016/679 (GDPR) and Spanish Organic Law 3/2018 (LOPDGDD), only to manage the internships and with appropriate security measures. The student keeps the organisation's internal information confidential and may not exploit the work done without its express permission.

SEVENTH. Termination
The agreement ends by mutual agreement, by serious breach of either party's obligations after being required to comply within one month, by written notice of either party given at least three months in advance, and on the other grounds provided by law. Termination does not affect internships in progress, which end as agreed.`,
} as const;

export interface Clause {
  titulo: string;
  texto: string;
}

/** The clauses of a text as the back-office writes it: blocks split by blank lines, heading first. */
export function parseClauses(text: string, names: { universidad: string; entidad: string }) {
  return text
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block): Clause => {
      const fill = (s: string) =>
        s.replaceAll('{universidad}', names.universidad).replaceAll('{entidad}', names.entidad);
      const [first = '', ...rest] = block.split('\n');
      return { titulo: fill(first.trim()), texto: fill(rest.join('\n').trim()) };
    });
}
