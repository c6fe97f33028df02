package org.pacru.examples.cli;

import java.util.Locale;
import org.pacru.examples.text.Text;

import org.pacru.action.Action;
import org.pacru.board.InvalidPositionException;
import org.pacru.board.Position;
import org.pacru.notation.ActionNotation;
import org.pacru.notation.NotationException;
import org.pacru.notation.PositionNotation;
import org.pacru.examples.text.Texts;
import org.pacru.rules.Language;

/**
 * Reads positions and actions from text for the commands, turning every notation error into a
 * {@link BadInputException} with a message that says what is wrong and where. A message quotes at
 * most a short prefix of the text, with control characters escaped ({@link Text}), so it is always
 * one short line.
 *
 * <pre>{@code
 * Position p = Inputs.position("4.BS3.ASW/9/.BE7.BW/9/9/9/.AE7.AW/9/.BNE3.AN4 A 2");
 * Action a = Inputs.action("e1-e2");
 * }</pre>
 */
public final class Inputs {

    private Inputs() {
    }

    /**
     * Parses a position string (NOTATION.md §3).
     *
     * @param text the position string
     * @return the position
     * @throws BadInputException if the text is not a valid position
     */
    public static Position position(String text) throws BadInputException {
        return position(text, Locale.ENGLISH);
    }

    /**
     * Parses a position string (NOTATION.md §3), a notation error worded in the language of a locale.
     *
     * @param text the position string
     * @param locale the reader's locale
     * @return the position
     * @throws BadInputException if the text is not a valid position
     */
    public static Position position(String text, Locale locale) throws BadInputException {
        try {
            return PositionNotation.parse(text);
        } catch (NotationException e) {
            throw new BadInputException(Texts.inputPosition(Language.of(locale), Text.quote(text), Text.brief(e.message(locale))));
        } catch (InvalidPositionException e) {
            throw new BadInputException(Texts.inputPosition(Language.of(locale), Text.quote(text), Text.brief(e.message(locale))));
        }
    }

    /**
     * Prints a position string in canonical form.
     *
     * @param position the position
     * @return the position string
     */
    public static String format(Position position) {
        return PositionNotation.format(position);
    }

    /**
     * Parses a move or rotation (NOTATION.md §2).
     *
     * @param text the action
     * @return the action
     * @throws BadInputException if the text is not a well-formed action
     */
    public static Action action(String text) throws BadInputException {
        return action(text, Locale.ENGLISH);
    }

    /**
     * Parses a move or rotation (NOTATION.md §2), a notation error worded in the language of a locale.
     *
     * @param text the action
     * @param locale the reader's locale
     * @return the action
     * @throws BadInputException if the text is not a well-formed action
     */
    public static Action action(String text, Locale locale) throws BadInputException {
        try {
            return ActionNotation.parse(text);
        } catch (NotationException e) {
            throw new BadInputException(Texts.inputAction(Language.of(locale), Text.quote(text), Text.brief(e.message(locale))));
        }
    }

    /**
     * Malformed input: a position or action string that cannot be read.
     *
     * <pre>{@code
     * throw new Inputs.BadInputException("position 'x': expected 9 ranks");
     * }</pre>
     */
    public static final class BadInputException extends Exception {
        private static final long serialVersionUID = 1L;

        /**
         * A malformed input.
         *
         * @param message what is wrong and where
         */
        public BadInputException(String message) {
            super(message);
        }
    }
}
