import { routePage } from '@/components/layout/route-page';

// SPEC §2: the fingerprint route renders only a hidden block.
export default routePage('/fingerprint', () => <div hidden data-fingerprint="" />);
