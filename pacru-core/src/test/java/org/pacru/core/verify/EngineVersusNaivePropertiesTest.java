package org.pacru.core.verify;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Label;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Position;
import org.pacru.core.PacruRules;
import org.pacru.reference.NaiveRules;
import org.pacru.reference.ReferenceNotation;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Transition;

/**
 * The engine and the naive reference engine agree on positions from seeded random games (2, 3
 * and 4 players; both presets and option variants of R10; rotations included): the same base
 * moves, fully specified legal moves (in canonical order) and rotation count, and for every move
 * (sampled when there are very many) and some rotations the same position after it (R8.5 turn
 * passing and eliminations included) and the same outcome (R8.3).
 */
class EngineVersusNaivePropertiesTest {

    private static final int MAX_PLIES = 160;
    private static final int MAX_APPLIED_PER_POSITION = 50;

    @Provide
    Arbitrary<Ruleset> rulesets() {
        return Arbitraries.of(RandomGames.RULESETS);
    }

    /** Games of up to twice {@link #MAX_PLIES} plies, cut at {@link #MAX_PLIES}, shrinking to shorter ones. */
    @Provide
    Arbitrary<ScriptedGame> games() {
        return ScriptedGame.games(2 * MAX_PLIES);
    }

    @Property(tries = 100)
    @Label("engine and naive engine agree on moves, rotation counts, positions after and outcomes")
    void engineAgreesWithNaive(@ForAll("games") ScriptedGame game, @ForAll @IntRange(min = 2, max = 4) int players,
                               @ForAll("rulesets") Ruleset ruleset) {
        Rules rules = PacruRules.of(ruleset);
        NaiveRules naive = new NaiveRules(ruleset);
        Random setup = game.setup();
        Position p = RandomGames.start(rules, players, setup);
        double greedy = RandomGames.greediness(setup);
        List<Random> plies = game.plies();
        for (Random rnd : plies.subList(0, Math.min(MAX_PLIES, plies.size()))) {
            comparePosition(rules, naive, p, rnd);
            if (rules.outcome(p).isPresent()) {
                break;
            }
            org.pacru.action.Action a = RandomGames.randomAction(rules, p, rnd, 0.05, greedy);
            if (a == null) {
                break;
            }
            Transition t = rules.apply(p, a);
            for (org.pacru.rules.Event e : t.events()) {
                net.jqwik.api.statistics.Statistics.label("events").collect(e.getClass().getSimpleName());
            }
            if (t.outcome().isPresent()) {
                net.jqwik.api.statistics.Statistics.label("ends").collect(t.outcome().get().reason());
                comparePosition(rules, naive, t.after(), rnd);
                return;
            }
            p = t.after();
        }
        net.jqwik.api.statistics.Statistics.label("ends").collect("not finished");
    }

    @Property(tries = 400)
    @Label("engine and naive engine agree on random dense positions (captures, jumps, conversions, meetings)")
    void engineAgreesWithNaiveOnRandomPositions(@ForAll long seed, @ForAll("rulesets") Ruleset ruleset) {
        Random rnd = new Random(seed);
        Position p = RandomPositions.random(rnd);
        if (rnd.nextBoolean()) {
            // R6.1(d)/R6.3 on the edge: the threshold equals the largest opponent count, so that a
            // conversion by the move's own R4 effect decides whether the meeting happens.
            int max = 0;
            for (org.pacru.board.Player q : p.players()) {
                if (q != p.toMove()) {
                    max = Math.max(max, p.markerCount(q));
                }
            }
            ruleset = ruleset.withMeetingThreshold(max).withMeetingThresholdTiming(rnd.nextBoolean()
                    ? org.pacru.rules.MeetingThresholdTiming.AFTER_CAPTURE
                    : org.pacru.rules.MeetingThresholdTiming.AFTER_ALL_EFFECTS);
        }
        net.jqwik.api.Assume.that(RandomPositions.atMostOneAtTarget(p, ruleset));
        Rules rules = PacruRules.of(ruleset);
        comparePosition(rules, new NaiveRules(ruleset), p, rnd);
        for (Move m : rules.legalMoves(p)) {
            net.jqwik.api.statistics.Statistics.label("moves").collect(
                    m.capture() ? "capture" : m.choices().isEmpty() ? "plain" : m.choices().size() == 2 ? "two choices"
                            : m.choices().get(0) instanceof org.pacru.action.Choice.Connection ? "connection" : "one choice");
        }
    }

    static void comparePosition(Rules rules, NaiveRules naive, Position p, Random rnd) {
        String where = ReferenceNotation.format(p) + " [" + rules.ruleset() + "]";
        assertThat(rules.outcome(p)).as("R8.3 outcome of %s", where).isEqualTo(naive.outcome(p));
        assertThat(rules.baseMoves(p)).as("base moves of %s", where).containsExactlyElementsOf(naive.baseMoves(p));
        List<Move> moves = naive.legalMoves(p);
        assertThat(rules.legalMoves(p)).as("legal moves of %s", where).containsExactlyElementsOf(moves);
        assertThat(rules.countRotations(p)).as("rotation count of %s", where).isEqualTo(naive.countRotations(p));
        List<Move> sample = new ArrayList<>(moves);
        if (sample.size() > MAX_APPLIED_PER_POSITION) {
            Collections.shuffle(sample, rnd);
            sample = sample.subList(0, MAX_APPLIED_PER_POSITION);
        }
        for (Move m : sample) {
            compareApply(rules, naive, p, m, where);
        }
        for (int i = 0; i < 3; i++) {
            Rotation r = RandomGames.randomRotation(p, rnd);
            if (r != null && !moves.isEmpty()) {
                compareApply(rules, naive, p, r, where);
            }
        }
    }

    static void compareApply(Rules rules, NaiveRules naive, Position p, org.pacru.action.Action a, String where) {
        Transition t = rules.apply(p, a);
        NaiveRules.Result r = naive.applyLegal(p, a);
        assertThat(ReferenceNotation.format(t.after())).as("position after %s in %s", a, where).isEqualTo(r.text());
        assertThat(t.outcome()).as("outcome after %s in %s", a, where).isEqualTo(r.outcome());
    }
}
