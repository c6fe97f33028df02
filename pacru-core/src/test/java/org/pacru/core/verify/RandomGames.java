package org.pacru.core.verify;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.OptionalInt;
import java.util.Random;
import org.pacru.action.Action;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Field;
import org.pacru.board.Layout;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.reference.ReferenceNotation;
import org.pacru.rules.MeetingThresholdTiming;
import org.pacru.rules.Rules;
import org.pacru.rules.Ruleset;

/**
 * Seeded random games for the properties: random legal moves, and with some probability a random
 * legal rotation (built directly from the mover's markers, not taken from the engine's stream).
 */
final class RandomGames {

    private RandomGames() {
    }

    /** The rulesets the properties draw from: both presets and option variants (R10). */
    static final List<Ruleset> RULESETS = List.of(
            Ruleset.STANDARD,
            Ruleset.ABSTRACT_PLAY,
            Ruleset.STANDARD.withMeetingThreshold(0),
            Ruleset.ABSTRACT_PLAY.withMeetingThreshold(0).withTarget(30),
            new Ruleset(4, MeetingThresholdTiming.AFTER_CAPTURE, true, true, OptionalInt.of(22)),
            new Ruleset(6, MeetingThresholdTiming.AFTER_ALL_EFFECTS, false, true, OptionalInt.of(18)),
            Ruleset.STANDARD.withBonusOnStartField(false).withMeetingThreshold(3));

    private static List<String> vectorPositions;

    /** The "position before" column of the play and target conformance vectors (middlegames). */
    static synchronized List<String> vectorPositions() {
        if (vectorPositions == null) {
            List<String> out = new ArrayList<>();
            Path dir = Path.of(System.getProperty("pacru.conformance.dir"));
            for (String f : List.of("play-standard.tsv", "play-abstractplay.tsv", "target-standard.tsv",
                    "target-abstractplay.tsv")) {
                try {
                    for (String line : Files.readAllLines(dir.resolve(f), StandardCharsets.UTF_8)) {
                        if (!line.isBlank()) {
                            out.add(line.substring(0, line.indexOf('\t')));
                        }
                    }
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
            vectorPositions = List.copyOf(out);
        }
        return vectorPositions;
    }

    /** A built position with a meeting at hand (R6) and a connection without gap (R4.2). */
    static final String MEETING = "bbbbbBSbbb1/8b/9/4aAS4/4a4/4.AN4/a8/a8/aAN7.BN A 2";

    /**
     * A start position where the game is not over under the rules: often a middlegame from the
     * conformance vectors (any player count), sometimes a built position with a meeting at hand,
     * else the R1.6 layout for the player count (the legacy 2-player one included), so that
     * meetings, conversions and targets are reached often.
     */
    static Position start(Rules rules, int players, Random rnd) {
        int kind = rnd.nextInt(6);
        Position p;
        if (kind < 3) {
            List<String> all = vectorPositions();
            p = ReferenceNotation.position(all.get(rnd.nextInt(all.size())));
        } else if (kind == 3) {
            p = ReferenceNotation.position(MEETING);
        } else if (players == 2 && rnd.nextInt(4) == 0) {
            p = Layout.TWO_PLAYERS_LEGACY.position();
        } else {
            p = Position.initial(players);
        }
        // A vector position may already be won under a ruleset with a lower target (R8.3a).
        return rules.outcome(p).isPresent() ? Position.initial(players) : p;
    }

    /** How greedy a game's players are: the probability to pick the sampled move that gains most markers. */
    static double greediness(Random rnd) {
        return new double[] {0.0, 0.5, 0.9}[rnd.nextInt(3)];
    }

    /** Among up to 30 sampled legal moves, the one after which the mover has most markers. */
    static Move greedyMove(Rules rules, Position p, List<Move> moves, Random rnd) {
        Player mover = p.toMove();
        Move best = null;
        int bestCount = -1;
        for (int i = 0; i < Math.min(30, moves.size()); i++) {
            Move m = moves.get(rnd.nextInt(moves.size()));
            int count = rules.apply(p, m).after().markerCount(mover) + (m.capture() ? 3 : 0);
            if (count > bestCount) {
                best = m;
                bestCount = count;
            }
        }
        return best;
    }

    /** A random legal rotation (R7.1) of the player to move, or null if none is affordable. */
    static Rotation randomRotation(Position p, Random rnd) {
        Player m = p.toMove();
        List<Field> own = new ArrayList<>();
        for (Field f : Field.values()) {
            if (p.markerAt(f).orElse(null) == m && !p.isOccupied(f)) {
                own.add(f);
            }
        }
        List<Field> chevrons = p.chevronFields(m);
        if (own.size() < 2 || chevrons.isEmpty()) {
            return null;
        }
        int[] options = own.size() >= 4 ? new int[] {-2, -1, 1, 2} : new int[] {-1, 1};
        int steps = options[rnd.nextInt(options.length)];
        Collections.shuffle(own, rnd);
        return new Rotation(chevrons.get(rnd.nextInt(chevrons.size())), steps, own.subList(0, 2 * Math.abs(steps)));
    }

    /** A random legal action, or null if the game is over. */
    static Action randomAction(Rules rules, Position p, Random rnd, double rotationProbability) {
        return randomAction(rules, p, rnd, rotationProbability, 0.0);
    }

    /** A random legal action, greedy with the given probability, or null if the game is over. */
    static Action randomAction(Rules rules, Position p, Random rnd, double rotationProbability, double greedy) {
        List<Move> moves = rules.legalMoves(p);
        if (moves.isEmpty()) {
            return null;
        }
        if (rnd.nextDouble() < greedy) {
            return greedyMove(rules, p, moves, rnd);
        }
        if (rnd.nextDouble() < rotationProbability) {
            Rotation r = randomRotation(p, rnd);
            if (r != null) {
                return r;
            }
        }
        // Half of the time pick a base move first, so that moves with few completions are played too.
        if (rnd.nextBoolean()) {
            List<Move> bases = rules.baseMoves(p);
            List<Move> completions = rules.completions(p, bases.get(rnd.nextInt(bases.size())));
            return completions.get(rnd.nextInt(completions.size()));
        }
        return moves.get(rnd.nextInt(moves.size()));
    }
}
