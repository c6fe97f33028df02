package org.pacru.board;

import java.util.Objects;

/**
 * One of up to four players (R1.5), numbered 1–4 and written {@code A}–{@code D} in notation.
 * Player {@code A} moves first; turns pass {@code A → B → C → D → A}, skipping players who are out.
 *
 * <p>Immutable and thread-safe. Do not rely on {@link #ordinal()}; use {@link #number()}.
 *
 * <pre>{@code
 * Player p = Player.ofNumber(2);   // B
 * p.letter();                      // 'B'
 * p.markerLetter();                // 'b'
 * Player.parse("c");               // C
 * }</pre>
 */
public enum Player {
    /** Player 1, who moves first. */
    A,
    /** Player 2. */
    B,
    /** Player 3. */
    C,
    /** Player 4. */
    D;

    private static final Player[] VALUES = values();

    /**
     * The player's number.
     *
     * @return 1 to 4
     */
    public int number() {
        return ordinal() + 1;
    }

    /**
     * The upper-case letter that names this player's chevrons in notation.
     *
     * @return {@code 'A'} to {@code 'D'}
     */
    public char letter() {
        return (char) ('A' + ordinal());
    }

    /**
     * The lower-case letter that names this player's markers in position strings.
     *
     * @return {@code 'a'} to {@code 'd'}
     */
    public char markerLetter() {
        return (char) ('a' + ordinal());
    }

    /**
     * The player with the given number.
     *
     * @param number 1 to 4
     * @return the player
     * @throws IllegalArgumentException if the number is out of range
     */
    public static Player ofNumber(int number) {
        if (number < 1 || number > 4) {
            throw new IllegalArgumentException("R1.5: players are numbered 1 to 4, not " + number);
        }
        return VALUES[number - 1];
    }

    /**
     * The player after this one in a game of the given number of players, ignoring who is out
     * (R1.5: {@code A → B → … → A}).
     *
     * @param players the number of players, 2 to 4
     * @return the next player in turn order
     */
    public Player next(int players) {
        if (players < 2 || players > 4) {
            throw new IllegalArgumentException("R1.5: 2, 3 or 4 players, not " + players);
        }
        return VALUES[(ordinal() + 1) % players];
    }

    /**
     * Parses a player letter, {@code A}–{@code D} in either case.
     *
     * @param text the text to parse
     * @return the player
     * @throws IllegalArgumentException if the text names no player
     */
    public static Player parse(CharSequence text) {
        Objects.requireNonNull(text, "text");
        String s = text.toString().strip();
        if (s.length() == 1) {
            char c = Character.toUpperCase(s.charAt(0));
            if (c >= 'A' && c <= 'D') {
                return VALUES[c - 'A'];
            }
        }
        throw new IllegalArgumentException("R1.5: '" + text + "' is not a player: expected a letter A-D");
    }

    /**
     * The player's letter, {@code A}–{@code D}.
     *
     * @return the letter as a string
     */
    @Override
    public String toString() {
        return String.valueOf(letter());
    }
}
