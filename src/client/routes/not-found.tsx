import { Link } from 'react-router';
import { Page } from '../components/layout/page';
import { Button } from '../components/ui/button';
import { paths } from '../paths';

export function NotFoundRoute() {
  return (
    <Page title="Page Not Found" subtitle="The page you are looking for does not exist or has moved.">
      <Button asChild>
        <Link to={paths.home}>Go to the home page</Link>
      </Button>
    </Page>
  );
}
