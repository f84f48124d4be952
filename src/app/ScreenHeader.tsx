import { PageHeading } from './layout/PageHeading.tsx';
import { screenHeadingText } from './screenTitle.ts';

export interface ScreenHeaderProps {
  /** Screen code, e.g. '01.74.1325'; '00.00.0000' (no code in the spec) is not shown. */
  code: string;
  title: string;
  /** Extra text after the title, e.g. the pending-registration category. */
  suffix?: string;
}

/** The header every screen shows: its code and title (spec 1 §2.5), e.g. '01.74.1325 Dashboard Financeiro'. */
export function ScreenHeader({ code, title, suffix }: ScreenHeaderProps) {
  return (
    // The page's h1 (one per page), at the size of the former h4 title.
    <PageHeading className="screen-header">{screenHeadingText(code, title, suffix)}</PageHeading>
  );
}
