import { Handshake } from 'lucide-react';

import { achievementIcons, categoryTone } from '@/features/score/lib/achievement-looks';

describe('achievement looks', () => {
  it('colours the SPEC categories, and any other grey', () => {
    expect(categoryTone('profile')).toContain('text-green-300');
    expect(categoryTone('network')).toContain('text-blue-300');
    expect(categoryTone('activity')).toContain('text-amber-300');
    expect(categoryTone('growth')).toContain('text-purple-300');
    expect(categoryTone('milestone')).toContain('text-red-300');
    expect(categoryTone('community')).toContain('text-gray-300');
  });

  it("has every lucide icon the server names, and none for a name it does not know", () => {
    for (const name of ['user-check', 'handshake', 'users', 'heart', 'calendar-check', 'graduation-cap', 'send', 'lightbulb', 'trophy', 'crown']) {
      expect(achievementIcons[name], name).toBeDefined();
    }
    expect(achievementIcons.handshake).toBe(Handshake);
    expect(achievementIcons['no-such-icon']).toBeUndefined();
  });
});
