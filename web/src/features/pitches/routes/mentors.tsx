import { CardScreenView } from '@/features/pitches/components/card-screen';

export function MentorsRoute() {
  return <CardScreenView kind="mentors" />;
}
