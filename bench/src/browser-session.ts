/**
 * What the browser benches share: finding Chromium, and signing a demo account in through the API
 * to open pages as the login page leaves the browser (its localStorage entries).
 */
import fs from 'node:fs';

/** CHROME_PATH or CHROMIUM_PATH when set, else Debian's or another usual install. */
export function findChromium(): string {
  const explicit = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH;
  if (explicit !== undefined && explicit !== '') {
    return explicit;
  }
  const found = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
    (candidate) => fs.existsSync(candidate),
  );
  if (found === undefined) {
    throw new Error(
      'No Chromium: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH',
    );
  }
  return found;
}

export interface DemoAccount {
  user: string;
  ambito: 'PrivadoAlumno' | 'PrivadoEmpresa';
  role: 'alumno' | 'empresa';
}

export const demoCandidate: DemoAccount = {
  user: 'estudiante@demo.es',
  ambito: 'PrivadoAlumno',
  role: 'alumno',
};
export const demoCompany: DemoAccount = {
  user: 'empresa@demo.es',
  ambito: 'PrivadoEmpresa',
  role: 'empresa',
};

/** Signs the account in through the API: the localStorage entries the login page writes. */
export async function signedInStorage(
  portalUrl: string,
  account: DemoAccount,
): Promise<Record<string, string>> {
  const response = await fetch(
    `${portalUrl}/api/${account.role === 'empresa' ? 'Empresa' : 'Alumno'}/logaUsuario`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        eUsuario: account.user,
        ePassword: 'Demo1234',
        eAmbito: account.ambito,
      }),
    },
  );
  const answer = (await response.json()) as {
    status: number;
    datos: { token: string; conPracticas: boolean; conEmpleo: boolean; primerAcceso: boolean };
  };
  if (answer.status !== 0) {
    throw new Error(`sign-in of ${account.user} answered ${String(answer.status)}`);
  }
  return {
    token: answer.datos.token,
    userType: account.role,
    remember: 'true',
    hasPracticas: String(answer.datos.conPracticas),
    hasEmpleo: String(answer.datos.conEmpleo),
    primerAcceso: String(answer.datos.primerAcceso),
    loggedby: account.ambito,
  };
}
