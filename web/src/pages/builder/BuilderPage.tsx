import { Placeholder } from '@/pages/Placeholder';

export default function BuilderPage() {
  return <Placeholder title="AI Website Builder" note="Describe a site and get HTML, CSS and JavaScript back. Arriving soon." />;
}
