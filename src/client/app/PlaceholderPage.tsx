import { ComingSoon } from './ComingSoon';
import { BackLink } from './BackLink';
import { PageHeader } from './PageHeader';

interface PlaceholderPageProps {
  title: string;
  back?: { to: string; label: string };
}

/** A route that exists with its heading while its feature is still to come. */
export function PlaceholderPage({ title, back }: PlaceholderPageProps) {
  return (
    <>
      <PageHeader title={title} before={back ? <BackLink {...back} /> : undefined} />
      <ComingSoon />
    </>
  );
}
