import type { Guide } from '@portal/contracts';
import type { AppContext } from '../../context.ts';
import { toGuide } from './guides.mapper.ts';
import * as repo from './guides.repository.ts';

export async function listOrientationGuides(ctx: AppContext): Promise<Guide[]> {
  return (await repo.listGuides(ctx.db)).map(toGuide);
}
