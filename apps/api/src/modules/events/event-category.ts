import { Codes, eventCategoryNames, isEventCategory, validationMessages } from '@portal/contracts';
import { AppError } from '../../lib/app-error.ts';

interface StoredCategory {
  categoria: string;
  categoriaSlug: string;
}

/**
 * What an event stores for the category the form sends: a slug of the fixed list becomes its
 * name; an older free-text category is accepted only when an edit keeps it unchanged.
 */
export function categoryOf(sent: string, current: StoredCategory | null): StoredCategory {
  if (isEventCategory(sent)) {
    return { categoria: eventCategoryNames[sent], categoriaSlug: sent };
  }
  if (current !== null && sent === current.categoria) {
    return { categoria: current.categoria, categoriaSlug: current.categoriaSlug };
  }
  throw new AppError(Codes.INVALID_INPUT, {
    datos: {
      errores: [
        {
          campo: 'categoria',
          codigo: validationMessages.malformed.codigo,
          mensaje: validationMessages.malformed.mensaje,
        },
      ],
    },
  });
}
