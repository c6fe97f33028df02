package org.pacru.notation;

import static org.pacru.messages.MessageTable.RECORD_PASS_AFTER;
import static org.pacru.messages.MessageTable.RECORD_PASS_FIRST;
import static org.pacru.messages.MessageTable.RECORD_RESULT;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import org.pacru.action.Action;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.game.Game;
import org.pacru.rules.Event;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.Message;
import org.pacru.rules.Outcome;
import org.pacru.rules.Rule;
import org.pacru.rules.RuleIds;
import org.pacru.rules.Ruleset;
import org.pacru.rules.Rules;
import org.pacru.rules.Transition;

/**
 * Reads game records (<a href="doc-files/notation.html#section-4">NOTATION.md §4</a>) and replays them through the {@link Rules} the caller hands
 * in (this module never depends on an engine).
 *
 * <pre>
 * [Event "Club night"]
 * [Players "2"]
 * [Ruleset "standard"]
 * [Result "*"]
 *
 * 1. e1-e2 a7-b7 2. e2-e3 b7-c7 {a comment} 3. e3-e4(d5)
 * </pre>
 *
 * <p><b>What the reader accepts</b>: tag pairs {@code [Name "value"]} first (blanks around the
 * parts; {@code \"} and {@code \\} escape a quote and a backslash in a value; no tag twice), then
 * the entries separated by blanks (spaces, tabs, line breaks): actions as {@link ActionNotation}
 * accepts them (upper case, blanks inside, relinquished fields in any order), optional move numbers
 * ({@code 1.} or {@code 1...}, read and not checked), comments in braces {@code {…}} (no nesting),
 * and Abstract Play's {@code pass} (any case). {@code Players} is required; {@code Ruleset}
 * ({@code standard} or {@code abstractplay}, any case, kept as written) defaults to
 * {@code standard}; {@code Setup} to the R1.6 layout. Anything else is a
 * {@link NotationException}.
 *
 * <p><b>Replaying</b> judges each action with the rules: the first illegal action is reported as a
 * {@link GameRecordException} with its number, round and rule ID, and nothing after it is
 * accepted. A {@code pass} is accepted only where the action before it eliminated a player (R8.1:
 * one {@code pass} per elimination at most); a {@code Result} naming someone other than the winner
 * of a finished game is refused (R8.3), while a result for a game that is not over (a resignation)
 * is accepted.
 *
 * <pre>{@code
 * GameRecord record = GameRecordReader.read(text);             // syntax only
 * Game game = GameRecordReader.replay(text, PacruRules::of);   // syntax and legality
 * game.position();                                             // the final position
 * }</pre>
 */
public final class GameRecordReader {

    private GameRecordReader() {
    }

    /**
     * Reads a game record's syntax: tags, start position and actions, without judging legality.
     *
     * @param text the record
     * @return the record
     * @throws NotationException if the text is not a game record
     */
    public static GameRecord read(CharSequence text) {
        return GameRecordParser.parse(text).record();
    }

    /**
     * Reads and replays a game record; the rules are chosen by the record's {@code Ruleset} tag.
     *
     * @param text the record
     * @param rulesFor the rules for a ruleset, such as {@code PacruRules::of}
     * @return the replayed game; its position is the final position
     * @throws NotationException if the text is not a game record
     * @throws GameRecordException at the first entry that does not replay
     */
    public static Game replay(CharSequence text, Function<Ruleset, Rules> rulesFor) {
        Objects.requireNonNull(rulesFor, "rulesFor");
        GameRecordParser.Parsed header = GameRecordParser.checked(text);
        return replayText(text, header, Objects.requireNonNull(rulesFor.apply(header.record().ruleset()), "rules"));
    }

    /**
     * Reads and replays a game record with the given rules, whatever its {@code Ruleset} tag says.
     *
     * @param text the record
     * @param rules the rules to judge by
     * @return the replayed game; its position is the final position
     * @throws NotationException if the text is not a game record
     * @throws GameRecordException at the first entry that does not replay
     */
    public static Game replay(CharSequence text, Rules rules) {
        Objects.requireNonNull(rules, "rules");
        return replayText(text, GameRecordParser.checked(text), rules);
    }

    /**
     * Replays a record's text entry by entry as it is read (its syntax was checked first, so a
     * malformed record is still a {@link NotationException} whatever it holds before the flaw):
     * memory grows with the game replayed, not with the text, and stops at the first illegal entry.
     */
    private static Game replayText(CharSequence text, GameRecordParser.Parsed header, Rules rules) {
        Replay replay = new Replay(header.record(), rules, text);
        GameRecordParser.entries(text, replay);
        return replay.finish(header.resultOffset());
    }

    /**
     * Replays a game record; the rules are chosen by the record's {@code Ruleset} tag.
     *
     * @param record the record
     * @param rulesFor the rules for a ruleset, such as {@code PacruRules::of}
     * @return the replayed game
     * @throws GameRecordException at the first entry that does not replay
     */
    public static Game replay(GameRecord record, Function<Ruleset, Rules> rulesFor) {
        Objects.requireNonNull(record, "record");
        Objects.requireNonNull(rulesFor, "rulesFor");
        return replay(record, Objects.requireNonNull(rulesFor.apply(record.ruleset()), "rules"));
    }

    /**
     * Replays a game record with the given rules, whatever its {@code Ruleset} tag says.
     *
     * @param record the record
     * @param rules the rules to judge by
     * @return the replayed game
     * @throws GameRecordException at the first entry that does not replay
     */
    public static Game replay(GameRecord record, Rules rules) {
        Objects.requireNonNull(record, "record");
        Objects.requireNonNull(rules, "rules");
        Replay replay = new Replay(record, rules, null);
        List<Action> actions = record.actions();
        List<Integer> passes = record.passes();
        int nextPass = 0;
        for (int k = 0; k <= actions.size(); k++) {
            while (nextPass < passes.size() && passes.get(nextPass) == k) {
                replay.pass(-1);
                nextPass++;
            }
            if (k < actions.size()) {
                replay.action(actions.get(k), -1);
            }
        }
        return replay.finish(-1);
    }

    /**
     * Reads a game record with its variations, comments, glyphs and shapes, without judging
     * legality. A record of the format of 0.3.0 reads as a tree without annotations or variations.
     *
     * @param text the record
     * @return the tree; its {@link GameTree#record()} equals {@link #read(CharSequence)}'s record
     * @throws NotationException if the text is not a game record
     */
    public static GameTree readTree(CharSequence text) {
        return GameRecordParser.tree(text);
    }

    /**
     * Reads a game record with its variations and annotations, and judges every action of every
     * line from the position where its line branches off; the rules are chosen by the record's
     * {@code Ruleset} tag.
     *
     * @param text the record
     * @param rulesFor the rules for a ruleset, such as {@code PacruRules::of}
     * @return the tree
     * @throws NotationException if the text is not a game record
     * @throws GameRecordException at the first entry, in the order of the text, that does not replay
     */
    public static GameTree readTree(CharSequence text, Function<Ruleset, Rules> rulesFor) {
        Objects.requireNonNull(rulesFor, "rulesFor");
        GameTree tree = GameRecordParser.tree(text);
        GameRecordParser.Parsed header = GameRecordParser.checked(text);
        replayText(text, header, Objects.requireNonNull(rulesFor.apply(tree.record().ruleset()), "rules"));
        return tree;
    }

    /**
     * Replays a game tree's main line, judging every action of every variation too from the
     * position where its line branches off; the rules are chosen by the tree's {@code Ruleset} tag.
     *
     * @param tree the tree
     * @param rulesFor the rules for a ruleset, such as {@code PacruRules::of}
     * @return the game of the main line
     * @throws GameRecordException at the first entry, in the order the writer writes them, that
     *                             does not replay
     */
    public static Game replay(GameTree tree, Function<Ruleset, Rules> rulesFor) {
        Objects.requireNonNull(tree, "tree");
        Objects.requireNonNull(rulesFor, "rulesFor");
        GameRecord record = tree.record();
        Replay replay = new Replay(record, Objects.requireNonNull(rulesFor.apply(record.ruleset()), "rules"), null);
        List<Integer> passes = tree.passes();
        int[] nextPass = {0};
        List<Ply> plies = tree.mainLine().plies();
        for (int k = 0; k <= plies.size(); k++) {
            while (nextPass[0] < passes.size() && passes.get(nextPass[0]) == k) {
                replay.pass(-1);
                nextPass[0]++;
            }
            if (k < plies.size()) {
                walk(plies.get(k), replay);
            }
        }
        return replay.finish(-1);
    }

    /** A ply and, after it, its variations, handed to a replay. */
    private static void walk(Ply ply, Replay replay) {
        replay.action(ply.action(), -1);
        for (Variation v : ply.variations()) {
            replay.variationStart(-1);
            for (Ply p : v.plies()) {
                walk(p, replay);
            }
            replay.variationEnd(-1);
        }
    }

    /**
     * The replay of one record, entry by entry: each action judged by the rules, each
     * {@code pass} checked against the eliminations of the action before it (R8.1), the
     * {@code Result} tag against the outcome (R8.3); each variation replayed from the position
     * before the action it replaces, and left again at its end.
     */
    private static final class Replay implements GameRecordParser.Entries {
        private final GameRecord record;
        private final CharSequence text;
        private State state;
        private final List<State> open = new ArrayList<>();

        Replay(GameRecord record, Rules rules, CharSequence text) {
            this.record = record;
            this.text = text;
            this.state = new State(Game.start(rules, record.start()), 0, 0, Rounds.START, null);
        }

        @Override
        public void pass(int offset) {
            State s = state;
            if (s.pendingEliminations == 0) {
                throw new GameRecordException(s.plies + 1, s.rounds.current(), s.game.position().toMove(), "pass", s.game.position(),
                        Rule.of(RuleIds.R8_1), Message.of(s.plies == 0 ? RECORD_PASS_FIRST : RECORD_PASS_AFTER), null,
                        offset, text, null);
            }
            state = new State(s.game, s.plies, s.pendingEliminations - 1, s.rounds, s.before);
        }

        @Override
        public void action(Action action, int offset) {
            State s = state;
            Position before = s.game.position();
            Player mover = before.toMove();
            Rounds rounds = s.rounds.after(mover);
            Game game;
            try {
                game = s.game.play(action);
            } catch (IllegalActionException e) {
                throw new GameRecordException(s.plies + 1, rounds.number(), mover, action.toString(), before,
                        e.violation().rule(), e.violation().wording(), e.violation(), offset, text, e);
            }
            int pending = 0;
            Optional<Transition> last = game.lastTransition();
            if (last.isPresent()) {
                for (Event event : last.get().events()) {
                    if (event instanceof Event.Eliminated) {
                        pending++;
                    }
                }
            }
            state = new State(game, s.plies + 1, pending, rounds, s.withoutBefore());
        }

        @Override
        public void variationStart(int offset) {
            open.add(state);
            state = state.before;
        }

        @Override
        public void variationEnd(int offset) {
            state = open.remove(open.size() - 1);
        }

        Game finish(int resultOffset) {
            Game game = state.game;
            Optional<Outcome> outcome = game.outcome();
            Optional<String> result = record.tag(GameRecord.RESULT);
            if (outcome.isPresent() && result.isPresent() && !result.get().equals(outcome.get().winner().toString())) {
                throw new GameRecordException(state.plies, state.rounds.current(), game.position().toMove(),
                        "[Result \"" + result.get() + "\"]", game.position(), Rule.of(RuleIds.R8_3),
                        Message.of(RECORD_RESULT, "outcome", outcome.get().toString(), "result", result.get()), null,
                        resultOffset, text, null);
            }
            return game;
        }
    }

    /**
     * Where a line stands: the game so far, its action count, the eliminations a {@code pass} may
     * still stand for, its rounds, and the state before the last action (where a variation of
     * that action starts).
     */
    private record State(Game game, int plies, int pendingEliminations, Rounds rounds, State before) {
        /** This state without the one before it, so that a line keeps only one step of its history. */
        State withoutBefore() {
            return before == null ? this : new State(game, plies, pendingEliminations, rounds, null);
        }
    }
}
