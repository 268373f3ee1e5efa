import { render, screen } from '@testing-library/react';
import i18next from 'i18next';

import { MatchScore } from '@/components/ui/match-score';

describe('MatchScore', () => {
  it.each([
    [69, 'text-rose-400', 'lucide-circle-alert'],
    [70, 'text-amber-500', 'lucide-thumbs-up'],
    [80, 'text-yellow-300', 'lucide-star'],
    [90, 'text-emerald-300', 'lucide-sparkles'],
  ])('colours and icons %i%% by its band', (percentage, colour, icon) => {
    const { container } = render(<MatchScore percentage={percentage} label="Good" factors={[]} />);
    expect(screen.getByText(`${percentage}%`)).toHaveClass(colour);
    expect(container.querySelector('svg')).toHaveClass(icon, colour);
  });

  it('shows the label, the factors in words and, only when asked, Recommended', () => {
    const { rerender } = render(<MatchScore percentage={92} label="Excellent" factors={[{ factor: 'sameIndustry' }, { factor: 'sharedSkills', count: 3 }, { factor: 'sharedGoals', count: 1 }]} />);
    expect(screen.getByText('Excellent match')).toBeVisible();
    expect(screen.getByText('Same industry · 3 shared skills · 1 shared goal')).toBeVisible();
    expect(screen.queryByText('Recommended')).not.toBeInTheDocument();
    rerender(<MatchScore percentage={92} label="Excellent" factors={[]} recommended />);
    expect(screen.getByText('Recommended')).toBeVisible();
    expect(screen.queryByText(/Same industry/)).not.toBeInTheDocument();
  });

  it('says the factors in the member’s language', async () => {
    await i18next.changeLanguage('de');
    try {
      render(<MatchScore percentage={85} label="Great" factors={[{ factor: 'nearbyCity' }, { factor: 'sharedInterests', count: 2 }]} />);
      expect(await screen.findByText('Nahe Stadt · 2 gemeinsame Interessen')).toBeVisible();
      expect(screen.getByText('Sehr guter Match')).toBeVisible();
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
