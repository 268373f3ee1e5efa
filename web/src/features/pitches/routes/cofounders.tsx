import { CardScreenView } from '@/features/pitches/components/card-screen';

export function CofoundersRoute() {
  return <CardScreenView kind="cofounders" />;
}
