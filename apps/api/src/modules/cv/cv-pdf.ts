import { periodosPreferenciaPracticas, type Cv } from '@portal/contracts';
import { toDdMmYyyy } from '../../lib/dates.ts';
import { ACCENT, FONT_BOLD, FONT_REGULAR, MUTED, openPdf } from '../../lib/pdf/index.ts';

const day = (value: string | null) => (value ? toDdMmYyyy(value) : null);
/** From – to; an end the brand hides (`endShown` false) is left out rather than read as "now". */
const period = (start: string | null, end: string | null, current: boolean, endShown: boolean) =>
  [day(start) ?? '', !endShown ? '' : end ? (day(end) ?? '') : current || start ? 'actualidad' : '']
    .filter((p) => p !== '')
    .join(' – ');

const htmlToText = (html: string) =>
  html
    .replace(/<\/(p|li|h3|h4|blockquote)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li>/gi, '• ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/**
 * The CV as a PDF (A4, the shipped DejaVu Sans embedded): exactly what a company may see. Identity document
 * and social security number are left out; private and process documents are not listed; what
 * the brand hides is already null in `cv` (toCv).
 */
export function renderCvPdf(cv: Cv, photo: Buffer | null): Promise<Buffer> {
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

  heading('Datos personales');
  line('Fecha de nacimiento', day(p.fechaNacimiento));
  line('Nacionalidad', p.nacionalidad);
  if (cv.necesitaPermisoTrabajo) {
    line('Permiso de trabajo', cv.tienePermisoTrabajo ? 'Sí' : 'No');
  }

  if (cv.presentacion) {
    heading('Presentación');
    pdf.font(regular).fontSize(10).fillColor('#000000').text(htmlToText(cv.presentacion), {
      align: 'justify',
    });
  }

  heading('Formación');
  for (const s of cv.academicos) {
    const details = [
      s.centro,
      s.nota === null ? null : `Nota media: ${s.nota.toFixed(2).replace('.', ',')}`,
    ]
      .filter(Boolean)
      .join(' · ');
    entry(
      s.titulo,
      details || null,
      period(s.fechaInicio, s.fechaFin, s.enCurso, cv.campos.academicos.fechaFin.visible),
      null,
    );
  }

  if (cv.profesional.experiencia.length > 0) {
    heading('Experiencia profesional');
    for (const e of cv.profesional.experiencia) {
      entry(
        e.puesto,
        [e.empresa, e.areaFuncional].filter(Boolean).join(' · '),
        period(e.fechaInicio, e.fechaFin, true, cv.campos.experiencia.fechaFin.visible),
        e.descripcion,
      );
    }
  }

  if (cv.idiomas.length > 0) {
    heading('Idiomas');
    for (const l of cv.idiomas) {
      line(l.idioma, [l.nivel, l.certificado].filter(Boolean).join(' · '));
    }
  }

  const i = cv.interes;
  if (
    i.competencias.length > 0 ||
    i.programasInformaticos.length > 0 ||
    i.otrosConocimientosInformaticos
  ) {
    heading('Competencias y conocimientos informáticos');
    line('Competencias', i.competencias.join(', '));
    line('Programas', i.programasInformaticos.map((x) => x.descripcion).join(', '));
    line('Otros conocimientos', i.otrosConocimientosInformaticos);
  }

  heading('Preferencias');
  line('Áreas de interés', i.areasFuncionales.map((x) => x.descripcion).join(', '));
  line('Movilidad geográfica', i.movilidadGeografica ? 'Sí' : 'No');
  line('Carné de conducir', cv.profesional.carnetConducir ? 'Sí' : 'No');
  line('Vehículo propio', cv.profesional.vehiculoPropio ? 'Sí' : 'No');
  line(
    'Periodo preferido de prácticas',
    periodosPreferenciaPracticas.find((x) => x.id === cv.idPeriodoPreferenciaPracticas)
      ?.descripcion ?? null,
  );
  line('Portfolio', cv.enlacePortfolio);

  return finish();
}
