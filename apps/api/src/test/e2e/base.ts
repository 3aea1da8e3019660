import type { AppContext } from '../../context.ts';
import { buildBrandSettings } from '../build-content.ts';
import { privacyTexts } from '../../db/schema.ts';
import { pathFor } from '@portal/contracts';
import { findCurrentPrivacyText } from '../../modules/privacy/privacy.repository.ts';

/**
 * What every installation has before anyone signs in, on the browser tests' empty database: its
 * brand settings and the privacy text users accept. A spec must not publish a new version (everyone built before it would
 * be asked again, in every spec running beside it), so the one text is made here, once.
 */
export async function ensureE2eBase(ctx: AppContext) {
  const db = ctx.db;
  if (await findCurrentPrivacyText(db)) {
    return;
  }
  // The careers office's banners and footer, as an installation configures them.
  await buildBrandSettings({ ctx });
  await db.insert(privacyTexts).values({
    textoCorto:
      'La universidad tratará tus datos personales para gestionar tu participación en el servicio de prácticas y empleo.',
    texto:
      'Responsable: la universidad. Finalidad: gestionar las prácticas, el empleo y la orientación. Puedes ejercer tus derechos de acceso, rectificación, supresión y oposición en cualquier momento.',
    linkExterno: pathFor('proteccion_datos'),
  });
}
