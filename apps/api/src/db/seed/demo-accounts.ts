import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken } from '../../modules/accounts/account-tokens.ts';
import { accountTokens, companyAccountRequests } from '../../modules/accounts/accounts.table.ts';
import { companies, companyUsers } from '../../modules/companies/companies.table.ts';
import { users } from '../../modules/users/users.table.ts';
import type { Db } from '../client.ts';
import { currentPrivacyVersion, insertDemoCandidate } from './demo-builders.ts';
import { cif, dni } from './ids.ts';
import { DAY_MS } from '../../lib/dates.ts';

/**
 * The set-password link of establecer@demo.es on a fresh demo install:
 * /establecer-login?token=DemoEstablecerLogin… (single use, 7 days from seeding). Demo data only.
 */
export const DEMO_SET_PASSWORD_TOKEN = 'DemoEstablecerLoginEnlaceDeUnSoloUso0123456';

/**
 * Accounts of the account lifecycle: a student who never confirmed the address given at
 * registration (sin.confirmar@demo.es), a
 * company request waiting for the careers office (solicitud@demo.es) and an approved one whose
 * user still has to set the password (establecer@demo.es, link above).
 */
export async function seedAccountLifecycle(tx: Db, passwordHash: string, now: Date) {
  const privacyVersion = await currentPrivacyVersion(tx);
  // Registered at /registro and never opened the mailed link: it cannot sign in, and the careers
  // office sees «Correo confirmado: Todavía no» on its sheet with the button to mail a new link.
  const unconfirmed = await insertDemoCandidate(tx, passwordHash, {
    user: { email: 'sin.confirmar@demo.es', nombre: 'Nuria', apellidos: 'Pardo Gil' },
    profile: {
      dni: dni(93456793),
      telefono: '600555445',
      conPracticas: true,
      conEmpleo: false,
    },
    studies: [],
    languages: [],
    privacyVersion,
  });
  await tx.update(users).set({ emailConfirmado: false }).where(eq(users.id, unconfirmed));

  await tx.insert(companyAccountRequests).values({
    cif: cif('B', '5551234'),
    nombreEmpresa: 'Consultora Solicitud Demo S.L.',
    nombre: 'Laura',
    apellidos: 'Ortega Gil',
    email: 'solicitud@demo.es',
    telefono: '910555123',
    mensaje: 'Queremos publicar ofertas de prácticas para estudiantes de Informática.',
    direccion: 'Calle de Alcalá 100, Madrid',
    idPais: 1,
    aceptaComunicaciones: true,
    createdAt: new Date(now.getTime() - 2 * DAY_MS),
  });

  const [company] = await tx
    .insert(companies)
    .values({
      cif: cif('B', '5552345'),
      nombreComercial: 'Estudio Establecer Demo S.L.',
      razonSocial: 'Estudio Establecer Demo S.L.',
      direccion: 'Gran Vía 1, Madrid',
      email: 'establecer@demo.es',
      telefono: '910555234',
      validada: true,
    })
    .returning({ id: companies.id });
  const [user] = await tx
    .insert(users)
    .values({
      email: 'establecer@demo.es',
      // Unusable until the password is set through the link.
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      role: 'empresa',
      nombre: 'Tomás',
      apellidos: 'Herrera Vega',
    })
    .returning({ id: users.id });
  if (!company || !user) {
    throw new Error('demo establecer@demo.es not created');
  }
  await tx.insert(companyUsers).values({ userId: user.id, companyId: company.id });
  await tx.insert(companyAccountRequests).values({
    cif: cif('B', '5552345'),
    nombreEmpresa: 'Estudio Establecer Demo S.L.',
    nombre: 'Tomás',
    apellidos: 'Herrera Vega',
    email: 'establecer@demo.es',
    telefono: '910555234',
    mensaje: 'Solicitud de cuenta para el estudio.',
    direccion: 'Gran Vía 1, Madrid',
    idPais: 1,
    aceptaComunicaciones: false,
    estado: 'aprobada',
    userId: user.id,
    companyId: company.id,
    resolvedAt: now,
  });
  await tx.insert(accountTokens).values({
    userId: user.id,
    purpose: 'set_password',
    tokenHash: hashToken(DEMO_SET_PASSWORD_TOKEN),
    expiresAt: new Date(now.getTime() + 7 * DAY_MS),
  });
}
