package org.pacru.notation;

import static org.pacru.messages.MessageTable.RECORD_ERROR;
import static org.pacru.messages.MessageTable.RECORD_ERROR_AT;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.Language;
import org.pacru.rules.Message;
import org.pacru.rules.Rule;
import org.pacru.rules.Violation;

/**
 * Thrown when a well-formed game record does not replay (<a href="doc-files/notation.html#section-4">NOTATION.md §4</a>): an action is illegal, a
 * {@code pass} stands where no player was eliminated (R8.1), or the {@code Result} tag names
 * another winner than the game's (R8.3). It reports the first such entry, and nothing after it is
 * accepted. Bad text in a record is a {@link NotationException} instead.
 *
 * <p>It says where: the action number ({@link #ply()}, counted from 1 over the actions, not the
 * {@code pass} entries), the move number ({@link #round()}: a round is one action per player still
 * in the game), the player whose turn it was, the entry's text, and its character offset when the
 * record was replayed from text; and why: the rule ID ({@link #rule()}) and, for an illegal action,
 * the rules' {@link Violation}.
 *
 * <p>Immutable.
 *
 * <p>Serializable with every field, the position and violation included.
 *
 * <pre>{@code
 * try {
 *     GameRecordReader.replay("[Players \"2\"]\n1. e1-e6", PacruRules::of);
 * } catch (GameRecordException e) {
 *     e.ply();       // 1
 *     e.round();     // 1
 *     e.rule();      // R3.2, a Rule: .id() "R3.2", .title() "Range", .text() its sentences
 *     e.getMessage();
 *     // "RECORD: action 1 (move 1, player A) e1-e6 at offset 17: R3.2: e1-e6: the chevron on e1 ..."
 * }
 * }</pre>
 */
public final class GameRecordException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    private final int ply;
    private final int round;
    private final Player player;
    private final String entry;
    private final Position position;
    /** The rule's ID: a {@link Rule} is no serializable value, its ID is. */
    private final String rule;
    private final Violation violation;
    private final int offset;
    /** The line (from 1) of the entry in the record's text, or 0 when it was replayed from a value. */
    private final int line;
    /** The column (from 1) of the entry in its line, or 0. */
    private final int column;
    /** Why the record stops here, as a message. */
    private final Message explanation;

    GameRecordException(int ply, int round, Player player, String entry, Position position, Rule rule,
                        Message explanation, Violation violation, int offset, CharSequence text, Throwable cause) {
        super(wording(ply, round, player, entry, offset, explanation).text(), cause);
        this.explanation = explanation;
        this.ply = ply;
        this.round = round;
        this.player = Objects.requireNonNull(player, "player");
        this.entry = Objects.requireNonNull(entry, "entry");
        this.position = Objects.requireNonNull(position, "position");
        this.rule = Objects.requireNonNull(rule, "rule").id();
        this.violation = violation;
        this.offset = offset;
        int[] place = offset >= 0 && text != null ? Cursor.lineAndColumn(text, offset) : new int[] {0, 0};
        this.line = place[0];
        this.column = place[1];
    }

    private static Message wording(int ply, int round, Player player, String entry, int offset,
                                   Message explanation) {
        return offset >= 0
                ? Message.of(RECORD_ERROR_AT, "ply", ply, "round", round, "player", player, "entry", entry,
                        "offset", offset, "explanation", explanation)
                : Message.of(RECORD_ERROR, "ply", ply, "round", round, "player", player, "entry", entry,
                        "explanation", explanation);
    }

    /**
     * The whole message in the language of a locale (English if pacru does not write it); the
     * violation's words, if an illegal action caused it, in that language too.
     * {@link #getMessage()} is the English one.
     *
     * @param locale the reader's locale
     * @return the message
     */
    public String message(Locale locale) {
        return wording(ply, round, player, entry, offset, explanation).text(locale);
    }

    /**
     * The whole message in a language; the
     * violation's words, if an illegal action caused it, in that language too.
     * {@link #getMessage()} is the English one.
     *
     * @param language the language
     * @return the message
     */
    public String message(Language language) {
        return wording(ply, round, player, entry, offset, explanation).text(language);
    }

    /**
     * The number of the offending action, counted from 1 over the record's actions; for a
     * {@code pass} entry, the number of the action it stands before; for a wrong {@code Result},
     * the number of actions.
     *
     * @return the action number
     */
    public int ply() {
        return ply;
    }

    /**
     * The move number (round) of the offending entry, as the writer numbers them.
     *
     * @return the round, from 1
     */
    public int round() {
        return round;
    }

    /**
     * The player whose turn it was.
     *
     * @return the player to move at the offending entry
     */
    public Player player() {
        return player;
    }

    /**
     * The offending entry's text in canonical form: an action, {@code pass}, or the
     * {@code Result} tag.
     *
     * @return the entry
     */
    public String entry() {
        return entry;
    }

    /**
     * The position in which the entry was refused.
     *
     * @return the position
     */
    public Position position() {
        return position;
    }

    /**
     * The rule the entry breaks, such as R3.2, R8.1 for a misplaced {@code pass}, or R8.3 for a
     * wrong result, with its title and text from the rulebook; its {@link Rule#id()} is the ID.
     *
     * @return the rule
     */
    public Rule rule() {
        return Rule.of(rule);
    }

    /**
     * The rules' explanation, for an illegal action.
     *
     * @return the violation, or empty for a misplaced {@code pass} or a wrong result
     */
    public Optional<Violation> violation() {
        return Optional.ofNullable(violation);
    }

    /**
     * The character offset of the entry in the record's text, when it was replayed from text.
     *
     * @return the offset, or empty when a {@link GameRecord} value was replayed
     */
    public OptionalInt offset() {
        return offset >= 0 ? OptionalInt.of(offset) : OptionalInt.empty();
    }

    /**
     * The line of the entry in the record's text, counted from 1 (a line ends at {@code \n},
     * {@code \r\n} or {@code \r}), when it was replayed from text.
     *
     * @return the line, or empty when a {@link GameRecord} or {@link GameTree} value was replayed
     */
    public OptionalInt line() {
        return line > 0 ? OptionalInt.of(line) : OptionalInt.empty();
    }

    /**
     * The column of the entry in its line, counted from 1 in characters, when it was replayed
     * from text.
     *
     * @return the column, or empty when a value was replayed
     */
    public OptionalInt column() {
        return column > 0 ? OptionalInt.of(column) : OptionalInt.empty();
    }
}
