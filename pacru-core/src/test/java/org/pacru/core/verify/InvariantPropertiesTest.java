package org.pacru.core.verify;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.reference.ReferenceNotation;
import org.pacru.rules.Event;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.Outcome;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Transition;
import org.pacru.rules.WinReason;

/**
 * Invariants of the engine along seeded random games: marker conservation and event accounting,
 * immutability and determinism of apply, the side to move can always act while the game goes on,
 * eliminated players never move again, and a finished game has exactly one winner and a reason.
 */
class InvariantPropertiesTest {

    @Provide
    Arbitrary<Ruleset> rulesets() {
        return Arbitraries.of(RandomGames.RULESETS);
    }

    /** Games of up to 500 plies (most random games end within 250), shrinking to shorter ones. */
    @Provide
    Arbitrary<ScriptedGame> games() {
        return ScriptedGame.games(500);
    }

    @Property(tries = 200)
    @Label("invariants hold along random games")
    void invariantsAlongRandomGames(@ForAll("games") ScriptedGame game, @ForAll @IntRange(min = 2, max = 4) int players,
                                    @ForAll("rulesets") Ruleset ruleset) {
        Rules rules = PacruRules.of(ruleset);
        Random setup = game.setup();
        Position p = RandomGames.start(rules, players, setup);
        double greedy = RandomGames.greediness(setup);
        Set<Player> out = EnumSet.noneOf(Player.class);
        for (Random rnd : game.plies()) {
            assertFieldsHoldAtMostOneMarker(p);
            Action a = RandomGames.randomAction(rules, p, rnd, 0.05, greedy);
            assertThat(a).as("R2.2/R8.5: %s (game not over) has a legal action", ReferenceNotation.format(p))
                    .isNotNull();
            Player mover = p.toMove();
            assertThat(out).as("eliminated or out players never move again").doesNotContain(mover);
            Position copy = p.toBuilder().build();
            Transition t = rules.apply(p, a);
            // Immutability: apply never changes its input.
            assertThat(p).isEqualTo(copy);
            assertThat(ReferenceNotation.format(p)).isEqualTo(ReferenceNotation.format(copy));
            // Determinism: equal positions give equal results, equal hashes.
            assertThat(copy.hashCode()).isEqualTo(p.hashCode());
            assertThat(copy.zobrist()).isEqualTo(p.zobrist());
            Transition again = rules.apply(copy, a);
            assertThat(again.after()).isEqualTo(t.after());
            assertThat(again.events()).isEqualTo(t.events());
            assertThat(again.outcome()).isEqualTo(t.outcome());
            assertThat(again.after().hashCode()).isEqualTo(t.after().hashCode());
            assertThat(again.after().zobrist()).isEqualTo(t.after().zobrist());
            assertThat(t.before()).isEqualTo(p);
            assertThat(t.action()).isEqualTo(a);

            assertMarkerAccounting(t, a);
            for (Event e : t.events()) {
                if (e instanceof Event.Eliminated gone) {
                    out.add(gone.player());
                }
            }
            for (Player q : t.after().players()) {
                if (t.after().isOut(q)) {
                    out.add(q);
                }
            }
            for (Player q : out) {
                assertThat(t.after().isOut(q)).as("R8.2: %s stays out", q).isTrue();
            }
            for (Event e : t.events()) {
                net.jqwik.api.statistics.Statistics.label("events").collect(e.getClass().getSimpleName());
            }
            if (t.outcome().isPresent()) {
                net.jqwik.api.statistics.Statistics.label("ends").collect(t.outcome().get().reason());
                assertFinished(rules, t);
                return;
            }
            assertThat(rules.outcome(t.after())).isEmpty();
            assertThat(t.events()).noneMatch(e -> e instanceof Event.GameOver);
            p = t.after();
        }
    }

    static void assertFieldsHoldAtMostOneMarker(Position p) {
        int marked = 0;
        for (Field f : Field.values()) {
            if (p.markerAt(f).isPresent()) {
                marked++;
            }
        }
        int sum = 0;
        for (Player q : p.players()) {
            sum += p.markerCount(q);
        }
        assertThat(sum).as("R1.3: every field is neutral or carries exactly one marker").isEqualTo(marked);
    }

    /** The change of each player's marker count equals what the events report. */
    static void assertMarkerAccounting(Transition t, Action a) {
        Map<Player, Integer> delta = new EnumMap<>(Player.class);
        Set<Field> touched = new HashSet<>();
        int relinquished = 0;
        for (Event e : t.events()) {
            if (e instanceof Event.MarkerClaimed c) {
                assertThat(t.before().markerAt(c.field())).as("claimed field %s was neutral", c.field()).isEmpty();
                delta.merge(c.player(), 1, Integer::sum);
                assertThat(touched.add(c.field())).as("field %s changes once", c.field()).isTrue();
            } else if (e instanceof Event.MarkerConverted c) {
                assertThat(t.before().markerAt(c.field())).contains(c.from());
                assertThat(c.from()).isNotEqualTo(c.to());
                delta.merge(c.to(), 1, Integer::sum);
                delta.merge(c.from(), -1, Integer::sum);
                assertThat(touched.add(c.field())).as("field %s changes once", c.field()).isTrue();
            } else if (e instanceof Event.MarkerRelinquished r) {
                assertThat(t.before().markerAt(r.field())).contains(r.player());
                delta.merge(r.player(), -1, Integer::sum);
                relinquished++;
                assertThat(touched.add(r.field())).as("field %s changes once", r.field()).isTrue();
            }
        }
        for (Player q : t.before().players()) {
            assertThat(t.after().markerCount(q) - t.before().markerCount(q))
                    .as("marker count change of %s after %s", q, a).isEqualTo(delta.getOrDefault(q, 0));
        }
        for (Field f : Field.values()) {
            if (!touched.contains(f)) {
                assertThat(t.after().markerAt(f)).as("untouched field %s keeps its marker", f)
                        .isEqualTo(t.before().markerAt(f));
            }
        }
        if (a instanceof Rotation r) {
            assertThat(relinquished).as("R7.1: a rotation relinquishes 2 per step").isEqualTo(r.cost());
            assertThat(t.after().markerCount(t.before().toMove()))
                    .isEqualTo(t.before().markerCount(t.before().toMove()) - r.cost());
        } else {
            assertThat(relinquished).isZero();
            Move m = (Move) a;
            for (Player q : t.before().players()) {
                if (q != t.before().toMove()) {
                    assertThat(delta.getOrDefault(q, 0)).as("R8.3a: only the mover gains markers").isLessThanOrEqualTo(0);
                }
            }
            assertThat(m.from()).isNotEqualTo(m.to());
        }
    }

    static void assertFinished(Rules rules, Transition t) {
        Outcome o = t.outcome().orElseThrow();
        List<Event> over = t.events().stream().filter(e -> e instanceof Event.GameOver).toList();
        assertThat(over).as("exactly one GameOver event").hasSize(1);
        assertThat(((Event.GameOver) over.get(0)).outcome()).isEqualTo(o);
        assertThat(t.events().get(t.events().size() - 1)).as("GameOver comes last").isInstanceOf(Event.GameOver.class);
        Position after = t.after();
        assertThat(rules.outcome(after)).contains(o);
        if (o.reason() == WinReason.TARGET_REACHED) {
            assertThat(after.markerCount(o.winner())).isGreaterThanOrEqualTo(rules.ruleset().target(after.playerCount()));
            assertThat(o.winner()).as("R8.3a: only the mover can reach the target").isEqualTo(t.before().toMove());
        } else {
            assertThat(after.playersIn()).as("R8.3b: the winner is the only player with chevrons")
                    .containsExactly(o.winner());
        }
        assertThat(rules.legalMoves(after)).as("no move after the end").isEmpty();
        assertThat(rules.baseMoves(after)).isEmpty();
        assertThat(rules.countRotations(after)).isZero();
        assertThat(rules.countLegalActions(after)).isZero();
        Move any = Move.of(Field.A1, Field.A2);
        assertThat(rules.isLegal(after, any)).isFalse();
        assertThatThrownBy(() -> rules.apply(after, any)).isInstanceOf(IllegalActionException.class);
    }
}
