import { defaultCvFieldSettings, type BrandSettings } from '@portal/contracts';

/** Brand settings as the server's defaults, for component tests. */
export function buildBrand(overrides: Partial<BrandSettings> = {}): BrandSettings {
  return {
    nombre: 'Portal de Empleo',
    universidad: 'Universidad de Demostración',
    emailContactoConvenios: 'practicas@universidad-demo.es',
    colores: { primario: '#8a1538', secundario: '#1f4e79' },
    logo: '/brand/logo.svg',
    logodarkmode: '/brand/logo-dark.svg',
    hasEventos: true,
    hasGuiasOrientacion: true,
    hashelp: true,
    canBorrarCuenta: true,
    canCrearConvenios: true,
    canRegistroAlumno: true,
    canRegistroAntiguoAlumno: true,
    accesoNoVerificados: 'empleo',
    canRecuperarPassword: true,
    canDuplicarOferta: true,
    canBorrarOferta: true,
    canCopiarOfertaPerfilContrario: true,
    canPropuestaPracticas: true,
    requestTipoContacto: true,
    popupDatosObligatorios: true,
    checkDatosCompletosEmpresa: true,
    hasProgramaPracticasActivo: true,
    banner_home: null,
    banner_intermediacion: null,
    analyticsId: null,
    footer: { enlaces: [], textos: [], version: '1.0.0' },
    textoInformativoEstudiantes: null,
    mantenimiento: false,
    camposCv: defaultCvFieldSettings,
    ...overrides,
  };
}
