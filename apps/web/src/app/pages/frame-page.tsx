import { PageFrame } from '../../components/page-frame.tsx';

/** Page frame of a route whose feature comes in a later issue: its real heading only. */
export default function FramePage() {
  return <PageFrame />;
}
