// The page of `npm run bench:mount`: mounts 100 title cards in a CardGrid (and 100 skeleton cards, and a
// 10-card carousel) inside the app's Chakra provider and a router, synchronously, again and again, and
// reports each mount's time to the script through window.__benchResult.
import { useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { ChakraProvider } from '@chakra-ui/react';
import { MemoryRouter } from 'react-router-dom';
import type { MovieSummary } from '../../api/src/contract';
import { system } from '../../client/lib/theme';
import { CardGrid, SkeletonGrid } from '../../client/components/card-grid';
import { Carousel } from '../../client/components/carousel';
import { TitleCard } from '../../client/components/title-card';
import { CardActionsProvider } from '../../client/features/my-list/components/card-save-button';
import { RegionProvider } from '../../client/lib/region';
import '../../client/components/ui.css';

const CARDS = 100;
const items: MovieSummary[] = Array.from({ length: CARDS }, (_, i) => ({
  id: 1000 + i,
  title: i % 3 ? `Movie number ${i}` : `A much longer movie title that needs two lines ${i}`,
  poster_path: i % 10 === 9 ? null : `/poster-${i}.jpg`,
  release_date: `20${String(i % 25).padStart(2, '0')}-05-01`,
  vote_average: (i % 10) + 0.5,
}));

const scenarios = {
  'CardGrid, 100 title cards': () => (
    <CardGrid label="Bench">
      {items.map((item, i) => (
        <TitleCard key={item.id} item={item} type="movie" priority={i < 6 ? 'high' : 'low'} />
      ))}
    </CardGrid>
  ),
  // As the app renders them: each card with its action slot (the My List button and the 'On your service'
  // badge, app/providers.tsx), for a visitor who picked no services.
  'CardGrid, 100 title cards with their My List button': () => (
    <CardActionsProvider>
      <CardGrid label="Bench">
        {items.map((item, i) => (
          <TitleCard key={item.id} item={item} type="movie" priority={i < 6 ? 'high' : 'low'} />
        ))}
      </CardGrid>
    </CardActionsProvider>
  ),
  'SkeletonGrid, 100 skeleton cards': () => <SkeletonGrid count={CARDS} />,
  'Carousel, 10 title cards': () => (
    <Carousel
      title="Bench"
      loading={false}
      items={items.slice(0, 10).map((item) => (
        <TitleCard key={item.id} item={item} type="movie" />
      ))}
    />
  ),
};

const ROUNDS = (window as unknown as { __benchRounds?: number }).__benchRounds ?? 15;
const container = document.getElementById('root')!;
const results: Record<string, number[]> = {};

// The provider and router stay mounted (as in the app); only the measured content mounts and unmounts.
let show: (view: ReactNode) => void = () => {};
function Harness() {
  const [view, setView] = useState<ReactNode>(null);
  show = setView;
  return (
    <ChakraProvider value={system}>
      <RegionProvider>
        <MemoryRouter>{view}</MemoryRouter>
      </RegionProvider>
    </ChakraProvider>
  );
}
flushSync(() => createRoot(container).render(<Harness />));

for (const [name, render] of Object.entries(scenarios)) {
  results[name] = [];
  for (let r = 0; r < ROUNDS; r++) {
    const started = performance.now();
    flushSync(() => show(render()));
    // Style and layout of what was mounted are part of its cost.
    void container.getBoundingClientRect().height;
    results[name].push(performance.now() - started);
    flushSync(() => show(null));
  }
}
(window as unknown as { __benchResult: unknown }).__benchResult = {
  results,
  elements: CARDS,
};
