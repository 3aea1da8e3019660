/** The rows one page of a list reads: a page's worth after the earlier pages'. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** Page `pagina` (from 1) of `porPagina` rows, as the lists of the contract ask for it. */
export const pageWindow = ({
  pagina,
  porPagina,
}: {
  pagina: number;
  porPagina: number;
}): PageWindow => ({ limit: porPagina, offset: (pagina - 1) * porPagina });
