import type { MediaType } from '../../../../api/src/contract';
import { Carousel } from '../../../components/carousel';
import { TitleCard } from '../../../components/title-card';
import { useSimilarTitles } from '../../../api/similar';
import { useT } from '../../../i18n/i18n-provider';

/** The room the row takes while it is not mounted yet (heading and a row of poster cards at phone width). */
export const SIMILAR_ROW_MIN_HEIGHT = '22rem';

/** 'You May Also Like' (at most 10). Hidden when there is nothing to suggest or the call failed. */
export function SimilarTitles({ type, id, region }: { type: MediaType; id: number; region: string }) {
  const query = useSimilarTitles(type, id, region);
  const t = useT();
  if (query.isError || (query.isSuccess && query.data.length === 0)) return null;
  return (
    <Carousel
      title={t('title.similar')}
      loading={query.isPending}
      items={(query.data ?? []).map((item) => (
        <TitleCard key={item.id} item={item} type={type} />
      ))}
    />
  );
}
