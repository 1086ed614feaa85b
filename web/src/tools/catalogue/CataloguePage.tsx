import { Outlet } from 'react-router';

export default function CataloguePage() {
  return <Outlet />;
}
