package org.pacru.notation;

import static org.pacru.messages.MessageTable.RECORD_PASS_AFTER;
import static org.pacru.messages.MessageTable.RECORD_PASS_FIRST;
import static org.pacru.messages.MessageTable.RECORD_RESULT;

import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
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
        Replay replay = new Replay(header.record(), rules);
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
        Replay replay = new Replay(record, rules);
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
     * The replay of one record, entry by entry: each action judged by the rules, each
     * {@code pass} checked against the eliminations of the action before it (R8.1), the
     * {@code Result} tag against the outcome (R8.3).
     */
    private static final class Replay implements GameRecordParser.Entries {
        private final GameRecord record;
        private Game game;
        private int plies;
        private int pendingEliminations;
        private int round = 1;
        private final Set<Player> movedThisRound = new HashSet<>();

        Replay(GameRecord record, Rules rules) {
            this.record = record;
            this.game = Game.start(rules, record.start());
        }

        @Override
        public void pass(int offset) {
            if (pendingEliminations == 0) {
                throw new GameRecordException(plies + 1, round, game.position().toMove(), "pass", game.position(),
                        Rule.of(RuleIds.R8_1), Message.of(plies == 0 ? RECORD_PASS_FIRST : RECORD_PASS_AFTER), null,
                        offset, null);
            }
            pendingEliminations--;
        }

        @Override
        public void action(Action action, int offset) {
            Position before = game.position();
            Player mover = before.toMove();
            if (!movedThisRound.add(mover)) {
                round++;
                movedThisRound.clear();
                movedThisRound.add(mover);
            }
            try {
                game = game.play(action);
            } catch (IllegalActionException e) {
                throw new GameRecordException(plies + 1, round, mover, action.toString(), before,
                        e.violation().rule(), e.violation().wording(), e.violation(), offset, e);
            }
            plies++;
            pendingEliminations = 0;
            Optional<Transition> last = game.lastTransition();
            if (last.isPresent()) {
                for (Event event : last.get().events()) {
                    if (event instanceof Event.Eliminated) {
                        pendingEliminations++;
                    }
                }
            }
        }

        Game finish(int resultOffset) {
            Optional<Outcome> outcome = game.outcome();
            Optional<String> result = record.tag(GameRecord.RESULT);
            if (outcome.isPresent() && result.isPresent() && !result.get().equals(outcome.get().winner().toString())) {
                throw new GameRecordException(plies, round, game.position().toMove(),
                        "[Result \"" + result.get() + "\"]", game.position(), Rule.of(RuleIds.R8_3),
                        Message.of(RECORD_RESULT, "outcome", outcome.get().toString(), "result", result.get()), null,
                        resultOffset, null);
            }
            return game;
        }
    }
}
