#pragma once

// The one rule that takes a member out of others' sight, as an SQL condition on the profiles row
// (`p` is its qualifier, "p." or ""): a held member (holds.hpp) and a paused one (pause.hpp) are
// shown to nobody else. Every listing, the member index and can_see_profile / visible_to use it.
#define SANGAM_SHOWN_TO_OTHERS(p) "(" p "held_until IS NULL AND " p "paused_at IS NULL)"

// Decks (the discover deck and the cofounder, mentor and investor cards) leave out members who
// stay away (away.hpp) too, and only decks do.
#define SANGAM_IN_DECKS(p) "(" SANGAM_SHOWN_TO_OTHERS(p) " AND " p "away_at IS NULL)"
