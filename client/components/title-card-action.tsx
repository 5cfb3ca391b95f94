// A slot on every title card for an action that is not the card's link (e.g. My List's save button). The app
// provides the renderer once (app/providers.tsx), so shared cards stay free of feature imports.
import { createContext } from 'react';
import type { MediaType, MovieSummary, TvSummary } from '../../api/src/contract';

export type TitleCardActionRenderer = (item: MovieSummary | TvSummary, type: MediaType) => React.ReactNode;

export const TitleCardActionContext = createContext<TitleCardActionRenderer | null>(null);
