package org.pacru.notation;

import static org.pacru.messages.MessageTable.*;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.pacru.action.Action;
import org.pacru.action.Choice;
import org.pacru.action.Move;
import org.pacru.action.Rotation;
import org.pacru.board.Field;
import org.pacru.board.Position;
import org.pacru.rules.IllegalActionException;
import org.pacru.rules.Message;
import org.pacru.rules.Rules;
import org.pacru.rules.Violation;

/**
 * Moves and rotations in algebraic notation (<a href="doc-files/notation.html#section-2">NOTATION.md §2</a>), compatible with Abstract Play.
 *
 * <table>
 * <caption>Forms</caption>
 * <tr><th>action</th><th>form</th><th>examples</th></tr>
 * <tr><td>move</td><td>{@code <from>-<to>}</td><td>{@code e1-e4}</td></tr>
 * <tr><td>capture</td><td>{@code <from>x<to>}</td><td>{@code e3xe4}</td></tr>
 * <tr><td>with choices (R9.2)</td><td>{@code <move>(<choice>[,<bonus>])}</td>
 *     <td>{@code g9-f8(d9)}, {@code a4-a6(*)}, {@code e3xe4(e6,i9)}</td></tr>
 * <tr><td>rotation (R7, R9.3)</td><td>{@code <field>} then {@code >}, {@code >>}, {@code <} or
 *     {@code <<}, then {@code (<fields>)}</td><td>{@code d9>>(a7,b5,b7,c4)}, {@code e1<(a2,b3)}</td></tr>
 * </table>
 *
 * <p><b>What the parsers tolerate</b> (what Abstract Play accepts): upper case ({@code E1X E2},
 * {@code D9>>(A7,…)}), blanks anywhere (also inside a field name: {@code "e 1 - e 4"}), and the
 * relinquished fields of a rotation in any order. A rotation's field list may be empty or missing
 * ({@code b3>}, {@code b3>()}); that is well-formed, though illegal (R7.1). A field named twice in
 * the choices or in a rotation is well-formed too, and left to the rules (R9.2, R7.1).
 * <b>Nothing else is repaired</b>: {@code e1-e20}, {@code a10}, trailing characters, an empty
 * choice list {@code ()}, more than two choices, {@code *} as the second choice, a move to its own
 * start field, three signs {@code >>>} and mixed signs {@code <>} are all a
 * {@link NotationException} saying where and what was expected.
 *
 * <p><b>What the printer writes</b>: the canonical form, lower case, no blanks, relinquished fields
 * in canonical order ({@code a1 < a2 < … < i9}); that is {@code Move.toString()} and
 * {@code Rotation.toString()}.
 *
 * <p>Parsing needs no position: a parsed action equals the generated one, so
 * {@code rules.check(position, ActionNotation.parse(text))} judges it, and
 * {@link #resolve(Rules, Position, CharSequence)} does both steps.
 *
 * <pre>{@code
 * Action a = ActionNotation.parse("E3 x E4 (e6, i9)");
 * ActionNotation.format(a);                               // "e3xe4(e6,i9)"
 * Rotation r = ActionNotation.parseRotation("d9>>(c4,b7,b5,a7)");
 * r.toString();                                           // "d9>>(a7,b5,b7,c4)"
 * Move m = ActionNotation.parseMove("a4-a6(*)");
 * m.choices();                                            // [*]
 * }</pre>
 */
public final class ActionNotation {

    private ActionNotation() {
    }

    /**
     * Parses a move or a rotation.
     *
     * @param text the action, lenient as described above
     * @return the action
     * @throws NotationException if the text is not a move or rotation
     */
    public static Action parse(CharSequence text) {
        Cursor c = new Cursor(Objects.requireNonNull(text, "text"), true);
        Action a = action(c, Kind.ANY);
        end(c, a);
        return a;
    }

    /**
     * Parses a move (not a rotation).
     *
     * @param text the move, lenient as described above
     * @return the move
     * @throws NotationException if the text is not a move
     */
    public static Move parseMove(CharSequence text) {
        Cursor c = new Cursor(Objects.requireNonNull(text, "text"), true);
        Action a = action(c, Kind.MOVE);
        end(c, a);
        return (Move) a;
    }

    /**
     * Parses a rotation (not a move).
     *
     * @param text the rotation, lenient as described above
     * @return the rotation
     * @throws NotationException if the text is not a rotation
     */
    public static Rotation parseRotation(CharSequence text) {
        Cursor c = new Cursor(Objects.requireNonNull(text, "text"), true);
        Action a = action(c, Kind.ROTATION);
        end(c, a);
        return (Rotation) a;
    }

    /**
     * Prints an action in canonical notation.
     *
     * @param action the action
     * @return the canonical text, such as {@code e3xe4(e6,i9)} or {@code d9>>(a7,b5,b7,c4)}
     */
    public static String format(Action action) {
        return Objects.requireNonNull(action, "action").toString();
    }

    /**
     * Parses an action and checks that it is legal in the position: the resolution step between
     * text and the rules. The parsed action is returned as is (it equals the generated one);
     * nothing is completed or guessed (R9.2).
     *
     * <pre>{@code
     * Rules rules = PacruRules.of(Ruleset.STANDARD);
     * Action a = ActionNotation.resolve(rules, Position.initial(2), "e1-e2");
     * Position next = rules.apply(Position.initial(2), a).after();
     * }</pre>
     *
     * @param rules the rules to judge by
     * @param position the position the action is to be played in
     * @param text the action text
     * @return the legal action
     * @throws NotationException if the text is not a move or rotation
     * @throws IllegalActionException if the action is illegal; its violation cites the rule
     */
    public static Action resolve(Rules rules, Position position, CharSequence text) {
        Objects.requireNonNull(rules, "rules");
        Objects.requireNonNull(position, "position");
        Action action = parse(text);
        Optional<Violation> violation = rules.check(position, action);
        if (violation.isPresent()) {
            throw new IllegalActionException(position, action, violation.get());
        }
        return action;
    }

    /** Which kinds of action a parse admits. */
    enum Kind {
        ANY, MOVE, ROTATION
    }

    private static void end(Cursor c, Action a) {
        if (!c.atEnd()) {
            String what;
            if (a instanceof Rotation) {
                what = NOTATION_EXPECTED_END_OF_ROTATION;
            } else if (((Move) a).choices().isEmpty()) {
                what = NOTATION_EXPECTED_END_OF_MOVE_OR_CHOICES;
            } else {
                what = NOTATION_EXPECTED_END_OF_MOVE;
            }
            throw c.error(what);
        }
    }

    /**
     * Reads one action from the cursor and leaves the cursor after it (used by the game record
     * reader too). Stops at the first character that cannot continue the action.
     */
    static Action action(Cursor c, Kind kind) {
        Field from = c.field(kind == Kind.ROTATION ? NOTATION_WHAT_ROTATION_FIELD : NOTATION_WHAT_START_FIELD);
        int sign = c.peekLower();
        if (sign == '-' || sign == 'x') {
            if (kind == Kind.ROTATION) {
                throw c.error(NOTATION_EXPECTED_ROTATION_SIGN);
            }
            c.pos++;
            int toAt = c.pos;
            Field to = c.field(NOTATION_WHAT_DESTINATION);
            if (to == from) {
                throw new NotationException(c.text, toAt, Message.of(NOTATION_EXPECTED_OTHER_DESTINATION, "from", from),
                        Message.literal("'" + to + "'"));
            }
            List<Choice> choices = new ArrayList<>(2);
            if (c.accept('(')) {
                choices.add(choice(c, true));
                if (c.accept(',')) {
                    if (c.peek() == '*') {
                        throw c.error(NOTATION_EXPECTED_BONUS_NOT_CONNECTION);
                    }
                    choices.add(choice(c, false));
                }
                if (c.peek() == ',') {
                    throw c.error(NOTATION_EXPECTED_AT_MOST_TWO_CHOICES);
                }
                c.expect(')', Message.of(NOTATION_EXPECTED_COMMA_OR_CLOSE));
            }
            return new Move(from, to, sign == 'x', choices);
        }
        if (sign == '>' || sign == '<') {
            if (kind == Kind.MOVE) {
                throw c.error(NOTATION_EXPECTED_MOVE_SIGN);
            }
            c.pos++;
            int steps = sign == '>' ? 1 : -1;
            int next = c.peek();
            if (next == sign) {
                c.pos++;
                steps *= 2;
                next = c.peek();
            }
            if (next == '>' || next == '<') {
                throw c.error(NOTATION_EXPECTED_SAME_SIGNS);
            }
            List<Field> fields = new ArrayList<>();
            if (c.accept('(')) {
                if (!c.accept(')')) {
                    do {
                        fields.add(c.field(NOTATION_WHAT_RELINQUISHED));
                    } while (c.accept(','));
                    c.expect(')', Message.of(NOTATION_EXPECTED_COMMA_OR_CLOSE));
                }
            }
            return new Rotation(from, steps, fields);
        }
        throw c.error(kind == Kind.MOVE ? NOTATION_EXPECTED_MOVE_SIGN : kind == Kind.ROTATION ? NOTATION_EXPECTED_ROTATION_SIGN
                : NOTATION_EXPECTED_ANY_SIGN);
    }

    private static Choice choice(Cursor c, boolean first) {
        if (first && c.accept('*')) {
            return Choice.connection();
        }
        return Choice.of(c.field(first ? NOTATION_WHAT_FIELD_OR_CONNECTION : NOTATION_WHAT_BONUS_FIELD));
    }
}
