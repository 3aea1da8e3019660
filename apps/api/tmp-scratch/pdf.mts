import fs from 'node:fs';
import { renderSignablePdf } from '/work/main/apps/api/src/modules/signatures/signature-pdf.ts';
import { preEnrolmentDocuments } from '/work/main/apps/api/src/modules/signatures/signature-texts.ts';
const [d] = preEnrolmentDocuments({ candidato: 'Lucía Martínez Gómez', dni: '12345678Z', oferta: 'Prácticas en marketing digital y redes sociales', empresa: 'Hoteles Costa Mediterránea', universidad: 'Universidad de Demostración', programa: null });
const pdf = await renderSignablePdf({ titulo: d!.nombre, universidad: 'Universidad de Demostración', parrafos: d!.texto.split('\n\n'), referencia: 'DOC-000001', creado: new Date() }, { firmante: 'Lucía Martínez Gómez', dni: '12345678Z', fecha: new Date(), ip: '127.0.0.1', userAgent: 'Mozilla/5.0', sha256Original: 'ab'.repeat(32) });
fs.writeFileSync('/tmp/doc.pdf', pdf);
