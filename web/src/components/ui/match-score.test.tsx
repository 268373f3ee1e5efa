import { render, screen } from '@testing-library/react';

import { MatchScore } from '@/components/ui/match-score';

describe('MatchScore', () => {
  it.each([
    [69, 'text-rose-400', 'lucide-circle-alert'],
    [70, 'text-amber-500', 'lucide-thumbs-up'],
    [80, 'text-yellow-300', 'lucide-star'],
    [90, 'text-emerald-300', 'lucide-sparkles'],
  ])('colours and icons %i%% by its band', (percentage, colour, icon) => {
    const { container } = render(<MatchScore percentage={percentage} label="Good" reason="" />);
    expect(screen.getByText(`${percentage}%`)).toHaveClass(colour);
    expect(container.querySelector('svg')).toHaveClass(icon, colour);
  });

  it('shows the label, the reason and, only when asked, Recommended', () => {
    const { rerender } = render(<MatchScore percentage={92} label="Excellent" reason="Same industry" />);
    expect(screen.getByText('Excellent match')).toBeVisible();
    expect(screen.getByText('Same industry')).toBeVisible();
    expect(screen.queryByText('Recommended')).not.toBeInTheDocument();
    rerender(<MatchScore percentage={92} label="Excellent" reason="" recommended />);
    expect(screen.getByText('Recommended')).toBeVisible();
    expect(screen.queryByText('Same industry')).not.toBeInTheDocument();
  });
});
