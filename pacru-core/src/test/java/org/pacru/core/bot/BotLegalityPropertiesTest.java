package org.pacru.core.bot;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.pacru.action.Action;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.rules.Ruleset;

/**
 * R2.1: every action a player returns is legal, over random positions (reached by play and built
 * directly, 2 to 4 players) under both rulesets; the search's statistics name legal root actions
 * and its principal variation is a playable line.
 */
class BotLegalityPropertiesTest {

    @Provide
    Arbitrary<Ruleset> rulesets() {
        return Arbitraries.of(Ruleset.STANDARD, Ruleset.ABSTRACT_PLAY);
    }

    @Property(tries = 60)
    @Label("R2.1: the random, greedy, heuristic and MCTS players (both search policies) return legal actions")
    void everyChoiceIsLegal(@ForAll long seed, @ForAll @IntRange(min = 2, max = 4) int players,
                            @ForAll("rulesets") Ruleset ruleset, @ForAll @IntRange(min = 1, max = 2) int threads) {
        PacruRules rules = PacruRules.of(ruleset);
        Position p = BotPositions.random(ruleset, players, seed);
        for (Bot bot : List.of(RandomBot.of(ruleset, seed), RandomBot.of(ruleset, seed, 1.0), GreedyBot.of(ruleset),
                HeuristicBot.of(ruleset, seed))) {
            Action a = bot.choose(p);
            assertThat(rules.check(p, a)).as("%s in %s", a, p).isEmpty();
        }
        for (SearchPolicy policy : SearchPolicy.values()) {
            searchIsLegal(rules, p, MctsBot.builder(ruleset).policy(policy).iterations(120).seed(seed).threads(threads)
                    .rotationWidening(2).build());
        }
    }

    private static void searchIsLegal(PacruRules rules, Position p, MctsBot mcts) {
        SearchResult r = mcts.search(p);
        assertThat(rules.check(p, r.action())).as("%s in %s", r.action(), p).isEmpty();
        for (ActionStatistics s : r.actions()) {
            assertThat(rules.check(p, s.action())).as("root action %s in %s", s.action(), p).isEmpty();
        }
        assertThat(r.principalVariation().get(0)).isEqualTo(r.action());
        Position q = p;
        for (Action a : r.principalVariation()) {
            assertThat(rules.check(q, a)).as("principal variation %s at %s", a, q).isEmpty();
            q = rules.apply(q, a).after();
        }
        assertThat(r.iterations()).isEqualTo(120);
    }
}
