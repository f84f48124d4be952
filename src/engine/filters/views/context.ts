import { createContext, useContext } from 'react';
import type { SavedViewsHost } from './types.ts';

/** Where the screen's saved views are kept (ScreenRuntime's `views`); null: the 'Visões' bar is not drawn. */
export const SavedViewsContext = createContext<SavedViewsHost | null>(null);

export const useSavedViewsHost = () => useContext(SavedViewsContext);
