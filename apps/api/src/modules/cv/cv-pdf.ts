import type { Cv } from '@portal/contracts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import { htmlToLines } from '../../lib/html-text.ts';
import { ACCENT, FONT_BOLD, FONT_REGULAR, MUTED, openPdf } from '../../lib/pdf/index.ts';
import { cvNamesIn, type CvLanguage } from './cv-names.ts';

/** The CV's own words; what the candidate wrote stays as written. */
const texts = {
  es: {
    now: 'actualidad',
    yes: 'Sí',
    no: 'No',
    personal: 'Datos personales',
    birthDate: 'Fecha de nacimiento',
    nationality: 'Nacionalidad',
    workPermit: 'Permiso de trabajo',
    summary: 'Presentación',
    education: 'Formación',
    grade: 'Nota media',
    experience: 'Experiencia profesional',
    languages: 'Idiomas',
    skillsHeading: 'Competencias y conocimientos informáticos',
    skills: 'Competencias',
    software: 'Programas',
    otherSkills: 'Otros conocimientos',
    preferences: 'Preferencias',
    areas: 'Áreas de interés',
    mobility: 'Movilidad geográfica',
    licence: 'Carné de conducir',
    vehicle: 'Vehículo propio',
    period: 'Periodo preferido de prácticas',
    portfolio: 'Portfolio',
  },
  en: {
    now: 'present',
    yes: 'Yes',
    no: 'No',
    personal: 'Personal details',
    birthDate: 'Date of birth',
    nationality: 'Nationality',
    workPermit: 'Work permit',
    summary: 'About me',
    education: 'Education',
    grade: 'Average grade',
    experience: 'Work experience',
    languages: 'Languages',
    skillsHeading: 'Skills and computer knowledge',
    skills: 'Skills',
    software: 'Software',
    otherSkills: 'Other knowledge',
    preferences: 'Preferences',
    areas: 'Areas of interest',
    mobility: 'Willing to relocate',
    licence: 'Driving licence',
    vehicle: 'Own vehicle',
    period: 'Preferred internship period',
    portfolio: 'Portfolio',
  },
} as const;

const day = (value: string | null) => (value ? toDdMmYyyy(value) : null);

/**
 * The CV as a PDF (A4, the shipped DejaVu Sans embedded): exactly what a company may see. Identity document
 * and social security number are left out; private and process documents are not listed; what
 * the brand hides is already null in `cv` (toCv).
 */
export function renderCvPdf(
  cv: Cv,
  photo: Buffer | null,
  language: CvLanguage = 'es',
): Promise<Buffer> {
  const w = texts[language];
  const names = cvNamesIn(language);
  /** CEFR codes read alike in both languages; a native speaker's level is a word. */
  const level = (code: string) =>
    code === 'NATIVO' ? (language === 'en' ? 'Native' : 'Nativo') : code;
  const yesNo = (value: boolean) => (value ? w.yes : w.no);
  /** From – to; an end the brand hides (`endShown` false) is left out rather than read as "now". */
  const period = (start: string | null, end: string | null, current: boolean, endShown: boolean) =>
    [day(start) ?? '', !endShown ? '' : end ? (day(end) ?? '') : current || start ? w.now : '']
      .filter((part) => part !== '')
      .join(' – ');
  const grade = (value: number) =>
    language === 'en' ? value.toFixed(2) : value.toFixed(2).replace('.', ',');
  const p = cv.personales;
  const fullName = `${p.nombre} ${p.apellidos}`.trim();
  const { pdf, finish } = openPdf({
    titulo: `CV ${fullName}`,
    autor: fullName,
    asunto: 'Curriculum vitae',
    margin: 50,
  });
  const regular = FONT_REGULAR;
  const bold = FONT_BOLD;
  const width = pdf.page.width - 100;

  const heading = (text: string) => {
    pdf.moveDown(0.8);
    pdf.font(bold).fontSize(12).fillColor(ACCENT).text(text.toUpperCase());
    const y = pdf.y + 2;
    pdf
      .moveTo(50, y)
      .lineTo(50 + width, y)
      .lineWidth(0.5)
      .strokeColor(ACCENT)
      .stroke();
    pdf.moveDown(0.4);
  };
  const line = (label: string, value: string | null) => {
    if (value === null || value === '') {
      return;
    }
    pdf.font(bold).fontSize(10).fillColor('#000000').text(`${label}: `, { continued: true });
    pdf.font(regular).text(value);
  };
  const entry = (title: string, subtitle: string | null, when: string, body: string | null) => {
    pdf.font(bold).fontSize(10.5).fillColor('#000000').text(title);
    if (subtitle) {
      pdf.font(regular).fontSize(10).fillColor('#000000').text(subtitle);
    }
    if (when) {
      pdf.font(regular).fontSize(9).fillColor(MUTED).text(when);
    }
    if (body) {
      pdf.font(regular).fontSize(10).fillColor('#000000').text(body, { align: 'justify' });
    }
    pdf.moveDown(0.5);
  };

  // Header: name, contact and the photo on the right.
  const top = pdf.y;
  if (photo) {
    try {
      pdf.image(photo, 50 + width - 90, top, { fit: [90, 110] });
    } catch {
      // An image pdfkit cannot embed (GIF, WebP) is left out; the rest of the CV stays.
    }
  }
  pdf
    .font(bold)
    .fontSize(20)
    .fillColor('#000000')
    .text(fullName, 50, top, { width: width - 100 });
  pdf.moveDown(0.3);
  pdf.font(regular).fontSize(10).fillColor(MUTED);
  const contact = [p.email, p.telefono, [p.localidad, p.provincia].filter(Boolean).join(', ')]
    .filter((v): v is string => typeof v === 'string' && v !== '')
    .join('  ·  ');
  pdf.text(contact, { width: width - 100 });
  pdf.y = Math.max(pdf.y, photo ? top + 115 : pdf.y);

  heading(w.personal);
  line(w.birthDate, day(p.fechaNacimiento));
  line(w.nationality, names.nationality(cv.personales));
  if (cv.necesitaPermisoTrabajo) {
    line(w.workPermit, yesNo(cv.tienePermisoTrabajo));
  }

  if (cv.presentacion) {
    heading(w.summary);
    pdf.font(regular).fontSize(10).fillColor('#000000').text(htmlToLines(cv.presentacion), {
      align: 'justify',
    });
  }

  heading(w.education);
  for (const s of cv.academicos) {
    const details = [s.centro, s.nota === null ? null : `${w.grade}: ${grade(s.nota)}`]
      .filter(Boolean)
      .join(' · ');
    entry(
      names.degree(s.idTitulacion, s.titulo),
      details || null,
      period(s.fechaInicio, s.fechaFin, s.enCurso, cv.campos.academicos.fechaFin.visible),
      null,
    );
  }

  if (cv.profesional.experiencia.length > 0) {
    heading(w.experience);
    for (const e of cv.profesional.experiencia) {
      entry(
        e.puesto,
        [e.empresa, names.area(e.idAreaFuncional, e.areaFuncional)].filter(Boolean).join(' · '),
        period(e.fechaInicio, e.fechaFin, true, cv.campos.experiencia.fechaFin.visible),
        e.descripcion,
      );
    }
  }

  if (cv.idiomas.length > 0) {
    heading(w.languages);
    for (const l of cv.idiomas) {
      line(
        names.language(l.idIdioma, l.idioma),
        [level(l.nivel), l.certificado].filter(Boolean).join(' · '),
      );
    }
  }

  const i = cv.interes;
  if (
    i.competencias.length > 0 ||
    i.programasInformaticos.length > 0 ||
    i.otrosConocimientosInformaticos
  ) {
    heading(w.skillsHeading);
    line(w.skills, i.competencias.join(', '));
    line(
      w.software,
      i.programasInformaticos.map((x) => names.program(x.id, x.descripcion)).join(', '),
    );
    line(w.otherSkills, i.otrosConocimientosInformaticos);
  }

  heading(w.preferences);
  line(w.areas, i.areasFuncionales.map((x) => names.area(x.id, x.descripcion)).join(', '));
  line(w.mobility, yesNo(i.movilidadGeografica));
  line(w.licence, yesNo(cv.profesional.carnetConducir));
  line(w.vehicle, yesNo(cv.profesional.vehiculoPropio));
  line(w.period, names.period(cv.idPeriodoPreferenciaPracticas));
  line(w.portfolio, cv.enlacePortfolio);

  return finish();
}
