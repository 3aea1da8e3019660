import { NotFoundContent } from './not-found-content.tsx';

export default function NotFoundPage() {
  return <NotFoundContent />;
}
