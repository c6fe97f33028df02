package org.pacru.rules;

/**
 * When the markers are counted for the meeting threshold of R6.1(d) (option
 * {@code meetingThresholdTiming}, R6.3, R10).
 *
 * <pre>{@code
 * Ruleset.STANDARD.meetingThresholdTiming();       // AFTER_ALL_EFFECTS
 * Ruleset.ABSTRACT_PLAY.meetingThresholdTiming();  // AFTER_CAPTURE
 * }</pre>
 */
public enum MeetingThresholdTiming {
    /** R6.3 (standard): after all of the move's R4/R5 effects. */
    AFTER_ALL_EFFECTS,
    /** R6.3 (Abstract Play): after the capture's marker (R5.3), before the R4.4/R4.5 effects. */
    AFTER_CAPTURE
}
