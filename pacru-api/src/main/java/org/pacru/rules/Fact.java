package org.pacru.rules;

import java.util.List;
import java.util.Locale;
import org.pacru.messages.MessageTable;
import org.pacru.board.Field;

/**
 * One fact of an {@link Explanation}, tagged with the rule it comes from: what the rules engine
 * found when it judged the action (the range and how it was counted, the fields passed over, the
 * attackers of a capture, the crossing's candidate fields, …). Each fact says whether it
 * {@linkplain #allowed() allows} the action and names the {@linkplain #fields() fields} it is
 * about, so a renderer can draw and colour it (a fact the engine did not reach says so: its
 * {@linkplain #status() status} is {@link Status#NOT_CHECKED}), and says it in a {@linkplain #text() sentence},
 * so a renderer needs to know no rule: text, JSON or HTML render the same facts.
 *
 * <p>Every verdict inside a fact ({@code allowed}, {@code jump}, {@code meeting}, …) was computed
 * by the engine with the predicates it generates and checks moves with; a fact never re-derives a
 * rule, it only words what it was given. Immutable values.
 *
 * <p>A JSON or HTML renderer writes, for each fact, its {@linkplain #kind() kind} (the record's
 * simple name, such as {@code "Range"}, which each fact states itself, since the WebAssembly and
 * JavaScript builds keep no class names), {@link #topic()}, {@link #rule()} (with the rule's title and text if it wants),
 * {@link #citation()}, {@link #allowed()}, {@link #status()}, {@link #fields()} and {@link #text()}; the record's own
 * components carry the details (fields, players, directions, borderlands and choices print as
 * their notation).
 *
 * <p>The kinds of fact are records grouped by the part of the rules they come from:
 * {@link TurnFact}, {@link MovementFact}, {@link MarkingFact}, {@link MeetingFact} and
 * {@link RotationFact}.
 *
 * <pre>{@code
 * for (Fact f : PacruRules.STANDARD.explain(Position.initial(2), Move.of(Field.E1, Field.E3)).facts()) {
 *     System.out.println(f.citation() + "  " + f.text());   // R3.2  range 1: A has no markers ... OUT OF RANGE.
 *     f.text(Locale.forLanguageTag("es"));                  // the same fact in Spanish
 * }
 * }</pre>
 */
public sealed interface Fact permits TurnFact, MovementFact, MarkingFact, MeetingFact, RotationFact {

    /**
     * The fact's kind: the simple name of its record, such as {@code "Range"} for
     * {@link MovementFact.Range}, stated by the fact itself (no reflection: it reads the same in
     * the WebAssembly and JavaScript builds, which keep no class names).
     *
     * @return the kind
     */
    String kind();

    /**
     * The part of the rulebook a fact belongs to, in the order an explanation lists them.
     */
    enum Topic {
        /** Whether any action is possible at all (R2, R8). */
        TURN(MessageTable.TOPIC_TURN, "R2, R8"),
        /** Where the chevron may go (R3) and what it may capture (R5). */
        MOVEMENT(MessageTable.TOPIC_MOVEMENT, "R3"),
        /** Border crossing and connection (R4). */
        MARKING(MessageTable.TOPIC_MARKING, "R4"),
        /** Meeting and bonus (R6). */
        MEETING(MessageTable.TOPIC_MEETING, "R6"),
        /** The fully specified moves of the base move (R9.2). */
        COMPLETIONS(MessageTable.TOPIC_COMPLETIONS, "R9.2"),
        /** Turning a chevron (R7). */
        ROTATION(MessageTable.TOPIC_ROTATION, "R7");

        private final String titleKey;
        private final String section;

        Topic(String titleKey, String section) {
            this.titleKey = titleKey;
            this.section = section;
        }

        /**
         * The heading in English, such as {@code "Movement"}.
         *
         * @return the heading
         */
        public String title() {
            return Message.of(titleKey).text();
        }

        /**
         * The heading in the language of a locale, such as {@code "Movimiento"} (English if pacru
         * does not write it).
         *
         * @param locale the reader's locale
         * @return the heading
         */
        public String title(Locale locale) {
            return Message.of(titleKey).text(locale);
        }

        /**
         * The heading in a language, such as {@code "Movimiento"} (English if pacru
         * does not write it).
         *
         * @param language the language
         * @return the heading
         */
        public String title(Language language) {
            return Message.of(titleKey).text(language);
        }

        /**
         * The rulebook sections it covers, such as {@code "R3"}.
         *
         * @return the sections
         */
        public String section() {
            return section;
        }
    }

    /** Which case of the border-crossing effect applies (R4.4), as {@link MarkingFact.CrossingEffect} reports it. */
    enum CrossingCase {
        /** R4.4(a): the mover marks one neutral field of D holding no chevron. */
        CLAIM_NEUTRAL,
        /** R4.4(b): D has no neutral field; the mover converts an opposing marker on an unoccupied field. */
        CONVERT_OPPOSING,
        /** R4.4: there is no field to mark or convert, so nothing is gained. */
        NOTHING_GAINED
    }

    /**
     * The part of the rulebook this fact belongs to.
     *
     * @return the topic
     */
    Topic topic();

    /**
     * The rule the fact comes from.
     *
     * @return the rule
     */
    Rule rule();

    /**
     * The rule as cited, with the clause where one clause applies ({@code "R4.4a"}); else the ID.
     *
     * @return the citation
     */
    default String citation() {
        return rule().id();
    }

    /**
     * Whether this fact allows the action: false if it alone makes the action illegal, and false
     * for a fact that was {@linkplain Status#NOT_CHECKED not checked}; {@link #status()} tells the
     * two apart.
     *
     * @return true if the fact's rule was checked and holds
     */
    default boolean allowed() {
        return true;
    }

    /**
     * What the fact's rule says about the action: {@link Status#ALLOWED} if it was checked and
     * holds, {@link Status#NOT_ALLOWED} if it alone makes the action illegal, or
     * {@link Status#NOT_CHECKED} if the engine did not get that far (the completions of a base move
     * that is already illegal): a referee reads a fact's status, never a default.
     *
     * @return the status; {@code ALLOWED} exactly when {@link #allowed()}
     */
    default Status status() {
        return allowed() ? Status.ALLOWED : Status.NOT_ALLOWED;
    }

    /** A fact's verdict on the action under its own rule ({@link #status()}). */
    enum Status {
        /** The rule was checked and the action keeps it. */
        ALLOWED,
        /** The rule was checked and the action breaks it: this fact alone makes it illegal. */
        NOT_ALLOWED,
        /** The rule was not checked, because the action is already illegal by an earlier fact. */
        NOT_CHECKED
    }

    /**
     * The fields the fact is about, to draw on the board (range markers, fields passed over,
     * attackers, candidate fields, …), in board order.
     *
     * @return the fields, possibly empty
     */
    default List<Field> fields() {
        return List.of();
    }

    /**
     * The fact's sentence as data: a key of the message tables and its arguments, written in a
     * language when asked for ({@link #text(Locale)}).
     *
     * @return the message
     */
    Message wording();

    /**
     * The fact in one sentence, as a player reads it, in English.
     *
     * @return the sentence, ending with a full stop
     */
    default String text() {
        return wording().text();
    }

    /**
     * The fact in one sentence in the language of a locale (English if pacru does not write it).
     *
     * @param locale the reader's locale
     * @return the sentence
     */
    default String text(Locale locale) {
        return wording().text(locale);
    }

    /**
     * The fact in one sentence in a language.
     *
     * @param language the language
     * @return the sentence
     */
    default String text(Language language) {
        return wording().text(language);
    }
}
