import { CardScreenView } from '@/features/pitches/components/card-screen';

export function InvestorsRoute() {
  return <CardScreenView kind="investors" />;
}
