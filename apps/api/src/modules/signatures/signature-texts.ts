/** The personal documents of a pre-enrolment: what each one says. */
export interface DocumentSubject {
  candidato: string;
  dni: string | null;
  oferta: string;
  empresa: string;
  universidad: string;
  programa: { titulo: string; dedicacion: number; meses: number } | null;
}

export interface DocumentText {
  tipo: string;
  nombre: string;
  texto: string;
}

export function preEnrolmentDocuments(s: DocumentSubject): DocumentText[] {
  const who = `${s.candidato}${s.dni ? `, con documento de identidad ${s.dni},` : ''}`;
  const docs: DocumentText[] = [
    {
      tipo: 'aceptacion',
      nombre: 'Aceptación de la preinscripción',
      texto: [
        `${who} acepta la preinscripción en la oferta «${s.oferta}» de ${s.empresa}, gestionada por el Servicio de Empleo y Prácticas de la ${s.universidad}.`,
        'Declara que los datos de su currículum son ciertos y se compromete a comunicar cualquier cambio que afecte a su candidatura.',
      ].join('\n\n'),
    },
    {
      tipo: 'cesion-datos',
      nombre: 'Consentimiento de cesión de datos a la empresa',
      texto: [
        `${who} autoriza a la ${s.universidad} a ceder a ${s.empresa} los datos de su currículum con la única finalidad de gestionar el proceso de selección de la oferta «${s.oferta}».`,
        'Puede retirar este consentimiento y ejercer sus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad ante la Delegación de Protección de Datos de la universidad.',
      ].join('\n\n'),
    },
  ];
  if (s.programa) {
    docs.push({
      tipo: 'compromiso-programa',
      nombre: `Compromiso de participación en el ${s.programa.titulo}`,
      texto: `${who} se compromete a participar en el ${s.programa.titulo} con una dedicación del ${String(s.programa.dedicacion)} % durante ${String(s.programa.meses)} meses, y a cumplir sus bases y obligaciones de seguimiento.`,
    });
  }
  return docs;
}
