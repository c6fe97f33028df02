package org.pacru.rules;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import org.pacru.messages.MessageTable;

/**
 * The ruleset options of <a href="doc-files/rules.html#R10">RULES.md §10</a>, with the presets {@link #STANDARD} (the rules as written)
 * and {@link #ABSTRACT_PLAY} (Abstract Play's engine 20250205, move for move).
 *
 * <p>Immutable value; the {@code with…} methods return modified copies.
 *
 * <pre>{@code
 * Ruleset preEleven = Ruleset.STANDARD.withMeetingThreshold(0);  // the rules before 2011
 * Ruleset quick = Ruleset.STANDARD.withTarget(20);
 * quick.target(2);                                               // 20
 * Ruleset.STANDARD.target(3);                                    // 28
 * Ruleset.parse("abstractplay");                                 // abstractplay (ABSTRACT_PLAY)
 * Ruleset.forName("chess");                                      // Optional.empty
 * }</pre>
 *
 * <p>A ruleset by its name, as a command line or a request gives it: {@link #parse(String)}
 * ({@code valueOf} does not exist: a ruleset is a record of options, and the presets are two of
 * its values), or {@link #parse(String, Language)} for the error in the reader's language, or
 * {@link #forName(String)} for an {@code Optional}. {@link #name()} and {@link #toString()} give
 * the name back.
 *
 * @param meetingThreshold R6.1(d): markers another player must have on the board for a meeting;
 *                         9, or 0 for the rules before 2011
 * @param meetingThresholdTiming R6.3: when those markers are counted
 * @param connectionNeedsGap R4.2: whether a connection needs a field between its ends that is not
 *                           already the mover's
 * @param bonusOnStartField R6.2: whether the field the chevron just left may be the bonus field
 * @param target R8.3a: the target number of markers, or empty for 42 / 28 / 24 by player count
 */
public record Ruleset(int meetingThreshold, MeetingThresholdTiming meetingThresholdTiming,
                      boolean connectionNeedsGap, boolean bonusOnStartField, OptionalInt target) {

    /**
     * The rules of RULES.md as written; its {@linkplain #name() name} is {@code standard}, which
     * {@link #parse(String) Ruleset.parse("standard")} looks up.
     */
    public static final Ruleset STANDARD =
            new Ruleset(9, MeetingThresholdTiming.AFTER_ALL_EFFECTS, true, true, OptionalInt.empty());

    /**
     * Abstract Play's engine 20250205 (RULES.md §10); its {@linkplain #name() name} is
     * {@code abstractplay}, which {@link #parse(String) Ruleset.parse("abstractplay")} looks up.
     */
    public static final Ruleset ABSTRACT_PLAY =
            new Ruleset(9, MeetingThresholdTiming.AFTER_CAPTURE, false, false, OptionalInt.empty());

    /**
     * Checks the options.
     *
     * @param meetingThreshold 0 or more
     * @param meetingThresholdTiming not null
     * @param connectionNeedsGap any
     * @param bonusOnStartField any
     * @param target empty or positive
     */
    public Ruleset {
        Objects.requireNonNull(meetingThresholdTiming, "meetingThresholdTiming");
        Objects.requireNonNull(target, "target");
        if (meetingThreshold < 0) {
            throw new IllegalArgumentException("R6.1d: the meeting threshold is 0 or more, not " + meetingThreshold);
        }
        if (target.isPresent() && target.getAsInt() <= 0) {
            throw new IllegalArgumentException("R8.3a: the target is a positive number, not " + target.getAsInt());
        }
    }

    /**
     * The target of R8.3a for a number of players: the option if set, else the
     * {@linkplain #defaultTarget(int) default} 42, 28 or 24.
     *
     * @param players 2, 3 or 4
     * @return the target number of markers
     */
    public int target(int players) {
        if (target.isPresent()) {
            return target.getAsInt();
        }
        return defaultTarget(players);
    }

    /**
     * The target of R8.3a as the rulebook sets it, for a ruleset without the target option: 42
     * markers with 2 players, 28 with 3, 24 with 4. The one place these numbers are stated;
     * {@link org.pacru.board.Position.Builder#build()} refuses a finished game's side to move by it.
     *
     * @param players 2, 3 or 4
     * @return the default target number of markers
     * @throws IllegalArgumentException for any other number of players (R1.5)
     */
    public static int defaultTarget(int players) {
        return switch (players) {
            case 2 -> 42;
            case 3 -> 28;
            case 4 -> 24;
            default -> throw new IllegalArgumentException("R1.5: 2, 3 or 4 players, not " + players);
        };
    }

    /**
     * A copy with another meeting threshold (R6.1d).
     *
     * @param value 0 or more
     * @return the modified ruleset
     */
    public Ruleset withMeetingThreshold(int value) {
        return new Ruleset(value, meetingThresholdTiming, connectionNeedsGap, bonusOnStartField, target);
    }

    /**
     * A copy with another threshold timing (R6.3).
     *
     * @param value the timing
     * @return the modified ruleset
     */
    public Ruleset withMeetingThresholdTiming(MeetingThresholdTiming value) {
        return new Ruleset(meetingThreshold, value, connectionNeedsGap, bonusOnStartField, target);
    }

    /**
     * A copy with another connection rule (R4.2).
     *
     * @param value whether a connection needs a gap
     * @return the modified ruleset
     */
    public Ruleset withConnectionNeedsGap(boolean value) {
        return new Ruleset(meetingThreshold, meetingThresholdTiming, value, bonusOnStartField, target);
    }

    /**
     * A copy with another bonus rule (R6.2).
     *
     * @param value whether the start field may be the bonus field
     * @return the modified ruleset
     */
    public Ruleset withBonusOnStartField(boolean value) {
        return new Ruleset(meetingThreshold, meetingThresholdTiming, connectionNeedsGap, value, target);
    }

    /**
     * A copy with a fixed target (R8.3a) for every player count.
     *
     * @param value a positive number
     * @return the modified ruleset
     */
    public Ruleset withTarget(int value) {
        return new Ruleset(meetingThreshold, meetingThresholdTiming, connectionNeedsGap, bonusOnStartField,
                OptionalInt.of(value));
    }

    /**
     * The preset's name: {@code standard}, {@code abstractplay}, or {@code custom} for any other.
     *
     * @return the name
     */
    public String name() {
        if (equals(STANDARD)) {
            return "standard";
        }
        if (equals(ABSTRACT_PLAY)) {
            return "abstractplay";
        }
        return "custom";
    }

    /**
     * The ruleset's name, {@code standard} or {@code abstractplay}, as {@link #parse(String)} reads
     * it; any other ruleset is {@code custom} with every option:
     * {@code custom(meetingThreshold=0, meetingThresholdTiming=AFTER_ALL_EFFECTS, connectionNeedsGap=true,
     * bonusOnStartField=true, target=42/28/24)}, where {@code target} is the fixed target or
     * {@code 42/28/24} for the default by player count.
     *
     * @return the name, with the options of a custom ruleset
     */
    @Override
    public String toString() {
        String name = name();
        if (!name.equals("custom")) {
            return name;
        }
        return name + "(meetingThreshold=" + meetingThreshold + ", meetingThresholdTiming=" + meetingThresholdTiming
                + ", connectionNeedsGap=" + connectionNeedsGap + ", bonusOnStartField=" + bonusOnStartField
                + ", target=" + (target.isPresent() ? Integer.toString(target.getAsInt())
                        : defaultTarget(2) + "/" + defaultTarget(3) + "/" + defaultTarget(4)) + ")";
    }

    /**
     * The preset with the given name, {@code standard} or {@code abstractplay} (any case, spaces
     * around ignored), if there is one: the lookup for a caller that words its own error.
     *
     * @param name the name
     * @return the preset, or empty for any other name
     */
    public static Optional<Ruleset> forName(String name) {
        Objects.requireNonNull(name, "name");
        switch (name.strip().toLowerCase(Locale.ROOT)) {
            case "standard":
                return Optional.of(STANDARD);
            case "abstractplay":
                return Optional.of(ABSTRACT_PLAY);
            default:
                return Optional.empty();
        }
    }

    /**
     * The preset with the given name, {@code standard} or {@code abstractplay} (any case), the
     * error in English.
     *
     * @param name the name
     * @return the preset
     * @throws IllegalArgumentException for any other name: {@code "R10: unknown ruleset 'chess':
     *                                  expected standard or abstractplay"}
     */
    public static Ruleset parse(String name) {
        return parse(name, Language.ENGLISH);
    }

    /**
     * The preset with the given name, {@code standard} or {@code abstractplay} (any case), the
     * error in a language.
     *
     * <pre>{@code
     * Ruleset.parse("Standard", Language.SPANISH);   // standard
     * Ruleset.parse("chess", Language.SPANISH);      // IllegalArgumentException: R10: reglamento desconocido 'chess': se esperaba standard o abstractplay
     * }</pre>
     *
     * @param name the name
     * @param language the language of the error
     * @return the preset
     * @throws IllegalArgumentException for any other name, its message in that language
     */
    public static Ruleset parse(String name, Language language) {
        Objects.requireNonNull(language, "language");
        return forName(name).orElseThrow(() -> new IllegalArgumentException(
                Message.of(MessageTable.RULESET_UNKNOWN, "name", name).text(language)));
    }

    /**
     * The preset with the given name, the error in the language of a locale (English if pacru
     * does not write it; {@link Language#of(Locale)}).
     *
     * @param name the name
     * @param locale the reader's locale
     * @return the preset
     * @throws IllegalArgumentException for any other name, its message in that language
     */
    public static Ruleset parse(String name, Locale locale) {
        return parse(name, Language.of(locale));
    }
}
