package org.pacru.notation;

/**
 * A move glyph of a game record (<a href="doc-files/notation.html#section-4">NOTATION.md §4</a>),
 * numbered as PGN's numeric annotation glyphs (NAGs): {@code 1} to {@code 255}. The six move
 * glyphs have a symbol written right after the action ({@code e1-e2!?}); every glyph can be
 * written as {@code $} and its number ({@code $14}).
 *
 * <p>Immutable value: equal when the numbers are equal.
 *
 * <pre>{@code
 * Glyph.parse("?!");           // Glyph.DUBIOUS, number 6
 * Glyph.of(14).toString();     // "$14"
 * Glyph.GOOD.toString();       // "!"
 * }</pre>
 *
 * @param number the NAG number, 1 to 255
 */
public record Glyph(int number) {

    /** {@code !}: a good move ($1). */
    public static final Glyph GOOD = new Glyph(1);
    /** {@code ?}: a mistake ($2). */
    public static final Glyph MISTAKE = new Glyph(2);
    /** {@code !!}: a brilliant move ($3). */
    public static final Glyph BRILLIANT = new Glyph(3);
    /** {@code ??}: a blunder ($4). */
    public static final Glyph BLUNDER = new Glyph(4);
    /** {@code !?}: an interesting move ($5). */
    public static final Glyph INTERESTING = new Glyph(5);
    /** {@code ?!}: a dubious move ($6). */
    public static final Glyph DUBIOUS = new Glyph(6);

    private static final String[] SYMBOLS = {"!", "?", "!!", "??", "!?", "?!"};

    /**
     * Checks the number.
     *
     * @param number the NAG number
     * @throws IllegalArgumentException unless it is 1 to 255
     */
    public Glyph {
        if (number < 1 || number > 255) {
            throw new IllegalArgumentException("§4: a glyph is numbered 1 to 255, not " + number);
        }
    }

    /**
     * The glyph with a number.
     *
     * @param number 1 to 255
     * @return the glyph
     * @throws IllegalArgumentException unless the number is 1 to 255
     */
    public static Glyph of(int number) {
        return new Glyph(number);
    }

    /**
     * Reads a glyph: one of the six symbols or {@code $} and a number 1 to 255.
     *
     * @param text such as {@code "!?"} or {@code "$14"}
     * @return the glyph
     * @throws IllegalArgumentException if the text is no glyph
     */
    public static Glyph parse(String text) {
        java.util.Objects.requireNonNull(text, "text");
        for (int i = 0; i < SYMBOLS.length; i++) {
            if (SYMBOLS[i].equals(text)) {
                return new Glyph(i + 1);
            }
        }
        int n = dollarNumber(text);
        if (n < 0) {
            throw new IllegalArgumentException("§4: a glyph is !, ?, !!, ??, !?, ?! or $1 to $255, not \"" + text + "\"");
        }
        return new Glyph(n);
    }

    /** The number of a {@code $n} glyph (1 to 255), or -1. */
    static int dollarNumber(String text) {
        if (text.length() < 2 || text.length() > 4 || text.charAt(0) != '$' || text.charAt(1) == '0') {
            return -1;
        }
        int n = 0;
        for (int i = 1; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return -1;
            }
            n = n * 10 + (c - '0');
        }
        return n <= 255 ? n : -1;
    }

    /**
     * Whether this is one of the six move glyphs with a symbol ({@code !}, {@code ?}, {@code !!},
     * {@code ??}, {@code !?}, {@code ?!}).
     *
     * @return whether it has a symbol
     */
    public boolean hasSymbol() {
        return number <= SYMBOLS.length;
    }

    /**
     * The glyph's symbol for the six move glyphs, else {@code $} and its number.
     *
     * @return such as {@code "!?"} or {@code "$14"}
     */
    @Override
    public String toString() {
        return hasSymbol() ? SYMBOLS[number - 1] : "$" + number;
    }
}
