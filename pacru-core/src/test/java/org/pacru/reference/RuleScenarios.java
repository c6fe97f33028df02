package org.pacru.reference;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.OptionalInt;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.board.Chevron;
import org.pacru.board.Direction;
import org.pacru.board.Field;
import org.pacru.board.Player;
import org.pacru.board.Position;
import org.pacru.rules.MeetingThresholdTiming;
import org.pacru.rules.Ruleset;

/**
 * Hand-built positions for the traps of RULES.md, with the expected answers worked out by hand
 * from the rule text. Every engine under test (the naive reference engine, pacru-core's engine)
 * runs the same scenarios through a subclass; the ruleset options of R10 that the conformance
 * vectors do not vary (threshold 0, timing, target) are covered here.
 */
public abstract class RuleScenarios {

    /** What a scenario needs from an engine. */
    public interface Engine {
        /**
         * The fully specified legal moves, printed, in canonical order.
         *
         * @param p the position
         * @return the moves
         */
        List<String> moves(Position p);

        /**
         * The base moves, printed, in canonical order.
         *
         * @param p the position
         * @return the base moves
         */
        List<String> baseMoves(Position p);

        /**
         * The number of legal rotations.
         *
         * @param p the position
         * @return the count
         */
        long rotations(Position p);

        /**
         * Plays a move given in notation.
         *
         * @param p the position
         * @param action the action in canonical notation
         * @return the canonical position string after it, a space, and the result ("*" or "A TARGET_REACHED")
         */
        String play(Position p, String action);

        /**
         * Whether an action (in notation) is legal, asked directly rather than by generating.
         *
         * @param p the position
         * @param action the action in notation
         * @return true if legal
         */
        boolean isLegal(Position p, String action);
    }

    /**
     * The engine under test for a ruleset.
     *
     * @param ruleset the ruleset
     * @return the engine
     */
    protected abstract Engine engine(Ruleset ruleset);

    /**
     * Builds a position: items such as {@code e4:a} (marker), {@code e4:AN} (chevron) or
     * {@code e4:aAN} (both).
     *
     * @param players the number of players
     * @param toMove the player to move
     * @param items the fields
     * @return the position
     */
    public static Position board(int players, Player toMove, String items) {
        Position.Builder b = Position.builder(players).toMove(toMove);
        for (String item : items.trim().split("\\s+")) {
            String[] kv = item.split(":");
            Field f = Field.parse(kv[0]);
            String v = kv[1];
            if (Character.isLowerCase(v.charAt(0))) {
                b.marker(f, Player.ofNumber(v.charAt(0) - 'a' + 1));
                v = v.substring(1);
            }
            if (!v.isEmpty()) {
                b.chevron(f, new Chevron(Player.parse(v.substring(0, 1)), Direction.parse(v.substring(1))));
            }
        }
        return b.build();
    }

    @Test
    @DisplayName("R3.2: range counts own markers in the start borderland, those under chevrons included")
    void r3_2_rangeCountsOwnMarkersUnderChevrons() {
        Position p = board(2, Player.A, "b2:aAN a1:a c3:a d4:a i9:BS");
        // b2-borderland: b2, a1, c3 carry a => range 3 (d4 lies in another borderland).
        List<String> base = engine(Ruleset.STANDARD).baseMoves(p);
        assertThat(base).contains("b2-b3", "b2-b4", "b2-b5", "b2-a3", "b2-c3", "b2-e5").doesNotContain("b2-b6", "b2-f6");
        Position noOwnUnder = board(2, Player.A, "b2:AN a1:a c3:a d4:a i9:BS");
        assertThat(engine(Ruleset.STANDARD).baseMoves(noOwnUnder)).contains("b2-b4").doesNotContain("b2-b5");
        Position none = board(2, Player.A, "b2:AN i9:BS");
        assertThat(engine(Ruleset.STANDARD).baseMoves(none)).containsExactly("b2-a3", "b2-b3", "b2-c3");
    }

    @Test
    @DisplayName("R3.3: no move ends on an opposing field or on an own chevron")
    void r3_3_destinationMustBeNeutralOrFriendly() {
        Position p = board(2, Player.A, "e5:aAN e6:b d6:aAN i1:BN");
        List<String> base = engine(Ruleset.STANDARD).baseMoves(p);
        // e7 is reached over the opposing e6 (R3.4: passed fields may carry any marker).
        assertThat(base).doesNotContain("e5-e6", "e5-d6", "e5-c7").contains("e5-e7", "e5-f6", "e5-g7");
    }

    @Test
    @DisplayName("R3.4: a move passes over a chevron only as a jump, with own markers on start and destination")
    void r3_4_jumpNeedsOwnMarkersAtBothEnds() {
        Ruleset r = Ruleset.STANDARD;
        assertThat(engine(r).baseMoves(board(2, Player.A, "a1:aAN a2:BE a3:a i9:BS"))).contains("a1-a3");
        assertThat(engine(r).baseMoves(board(2, Player.A, "a1:aAN a2:BE c1:a i9:BS"))).doesNotContain("a1-a3");
        assertThat(engine(r).baseMoves(board(2, Player.A, "a1:AN a2:BE a3:a c1:a i9:BS"))).doesNotContain("a1-a3");
        assertThat(engine(r).isLegal(board(2, Player.A, "a1:aAN a2:BE a3:a i9:BS"), "a1-a3")).isTrue();
        assertThat(engine(r).isLegal(board(2, Player.A, "a1:aAN a2:BE c1:a i9:BS"), "a1-a3")).isFalse();
        assertThat(engine(r).isLegal(board(2, Player.A, "a1:AN a2:BE a3:a c1:a i9:BS"), "a1-a3")).isFalse();
        // A jump is never a connection (R4.2), even with a gap between.
        assertThat(engine(r).moves(board(2, Player.A, "a1:aAN a2:BE a3:a i9:BS"))).contains("a1-a3");
    }

    @Test
    @DisplayName("R5.2: a capture needs two attackers with clear paths; the capturer is one of them")
    void r5_2_captureNeedsTwoAttackers() {
        Ruleset r = Ruleset.STANDARD;
        Position two = board(2, Player.A, "e3:AN d1:a f1:a c5:AE a4:a a6:a e5:BS i9:BS");
        assertThat(engine(r).baseMoves(two)).contains("e3xe5", "c5xe5");
        Position one = board(2, Player.A, "e3:AN d1:a f1:a c5:AE a4:a e5:BS i9:BS");
        assertThat(engine(r).baseMoves(one)).noneMatch(m -> m.contains("x"));
        assertThat(engine(r).isLegal(one, "e3xe5(d4)")).isFalse();
        assertThat(engine(r).isLegal(two, "e3xe5(d4)")).isTrue();
        // An attacker whose path is blocked does not count (R5.1: attack never jumps).
        Position blocked = board(2, Player.A, "e3:aAN d1:a f1:a c5:aAE a4:a a6:a d5:BS e5:aBS i9:BS");
        assertThat(engine(r).baseMoves(blocked)).noneMatch(m -> m.contains("x"));
        assertThat(engine(r).isLegal(blocked, "c5xd5(d4)")).isFalse();
    }

    @Test
    @DisplayName("R4.4(a), R5.4: a capture that crosses a border marks a neutral field of D, never the captured field")
    void r4_4_captureCrossing() {
        Position two = board(2, Player.A, "e3:AN d1:a f1:a c5:AE a4:a a6:a e5:BS i9:BS");
        List<String> moves = engine(Ruleset.STANDARD).moves(two).stream()
                .filter(m -> m.startsWith("e3xe5")).collect(Collectors.toList());
        assertThat(moves).containsExactly("e3xe5(d4)", "e3xe5(d5)", "e3xe5(d6)", "e3xe5(e4)", "e3xe5(e6)",
                "e3xe5(f4)", "e3xe5(f5)", "e3xe5(f6)");
    }

    @Test
    @DisplayName("R4.4(b): with no neutral field in D, the mover converts an opposing marker on an unoccupied field other than the destination")
    void r4_4b_convertWhenNoNeutralField() {
        // D = e5-borderland, fully marked; e5 is A's (the destination), d6 holds B's chevron.
        Position p = board(2, Player.A,
                "e3:AN d1:a f1:a d4:b d5:a d6:bBS e4:b e5:a e6:b f4:a f5:b f6:a i9:BS");
        List<String> moves = engine(Ruleset.STANDARD).moves(p).stream()
                .filter(m -> m.startsWith("e3-e5")).collect(Collectors.toList());
        assertThat(moves).containsExactly("e3-e5(d4)", "e3-e5(e4)", "e3-e5(e6)", "e3-e5(f5)");
        String after = engine(Ruleset.STANDARD).play(p, "e3-e5(e4)");
        Position expected = board(2, Player.B,
                "d1:a f1:a d4:b d5:a d6:bBS e4:a e5:aAN e6:b f4:a f5:b f6:a i9:BS");
        assertThat(after).isEqualTo(ReferenceNotation.format(expected) + " *");
    }

    @Test
    @DisplayName("R4.4(a): when every neutral field of D holds a chevron, a crossing gains nothing and names nothing")
    void r4_4a_neutralFieldsAllOccupied() {
        Position p = board(2, Player.A,
                "e3:AN d1:a f1:a d4:b d5:a d6:BS e4:b e5:a e6:b f4:a f5:b f6:a i9:BS");
        assertThat(engine(Ruleset.STANDARD).moves(p)).contains("e3-e5").noneMatch(m -> m.startsWith("e3-e5("));
    }

    @Test
    @DisplayName("R4.2, R10 connectionNeedsGap: a connection with nothing to fill exists only under abstractplay")
    void r4_2_connectionGap() {
        Position full = board(2, Player.A, "a1:aAN a2:a a3:a i9:BS");
        assertThat(engine(Ruleset.STANDARD).moves(full)).contains("a1-a3").doesNotContain("a1-a3(*)");
        assertThat(engine(Ruleset.ABSTRACT_PLAY).moves(full)).contains("a1-a3(*)", "a1-a2").doesNotContain("a1-a3");
        assertThat(engine(Ruleset.STANDARD).isLegal(full, "a1-a3(*)")).isFalse();
        assertThat(engine(Ruleset.ABSTRACT_PLAY).isLegal(full, "a1-a3")).isFalse();
        assertThat(engine(Ruleset.ABSTRACT_PLAY).isLegal(full, "a1-a2(*)")).isFalse();
        Position gap = board(2, Player.A, "a1:aAN a3:a c1:a i9:BS");
        assertThat(engine(Ruleset.STANDARD).moves(gap)).contains("a1-a3(*)").doesNotContain("a1-a3");
        assertThat(engine(Ruleset.STANDARD).play(gap, "a1-a3(*)"))
                .isEqualTo(ReferenceNotation.format(board(2, Player.B, "a1:a a2:a a3:aAN c1:a i9:BS")) + " *");
    }

    @Test
    @DisplayName("R4.3: when a crossing and a connection both yield, the mover names exactly one")
    void r4_3_choiceWhenBothYield() {
        // e3 -> e5 crosses into the e5-borderland and connects over e4 (opposing: a gap).
        Position p = board(2, Player.A, "e3:aAN d1:a e4:b e5:a i9:BS");
        List<String> moves = engine(Ruleset.STANDARD).moves(p).stream()
                .filter(m -> m.startsWith("e3-e5")).collect(Collectors.toList());
        assertThat(moves).containsExactly("e3-e5(*)", "e3-e5(d4)", "e3-e5(d5)", "e3-e5(d6)", "e3-e5(e6)",
                "e3-e5(f4)", "e3-e5(f5)", "e3-e5(f6)");
    }

    private static final String NINE_B = " a9:b b9:b c9:b d9:b e9:b f9:b g9:b h9:b i8:b";

    @Test
    @DisplayName("R6.1, R6.2, R10 bonusOnStartField: a meeting gives a bonus anywhere not own and unoccupied; the start field only under standard")
    void r6_meetingBonus() {
        Position p = board(2, Player.A, "e4:AN e5:a e6:aAS i1:BN" + NINE_B);
        List<String> std = engine(Ruleset.STANDARD).moves(p).stream()
                .filter(m -> m.startsWith("e4-e5")).collect(Collectors.toList());
        // Candidates: 81 fields minus the 3 chevrons (e5, e6, i1); e4 (start) included.
        assertThat(std).hasSize(78).contains("e4-e5(e4)", "e4-e5(a9)").doesNotContain("e4-e5(e6)", "e4-e5");
        List<String> ap = engine(Ruleset.ABSTRACT_PLAY).moves(p).stream()
                .filter(m -> m.startsWith("e4-e5")).collect(Collectors.toList());
        assertThat(ap).hasSize(77).doesNotContain("e4-e5(e4)");
        assertThat(engine(Ruleset.ABSTRACT_PLAY).isLegal(p, "e4-e5(e4)")).isFalse();
        assertThat(engine(Ruleset.STANDARD).isLegal(p, "e4-e5(e4)")).isTrue();
        assertThat(engine(Ruleset.STANDARD).isLegal(p, "e4-e5(e6)")).isFalse();
        assertThat(engine(Ruleset.STANDARD).isLegal(p, "e4-e5")).isFalse();
        assertThat(engine(Ruleset.STANDARD).play(p, "e4-e5(a9)"))
                .isEqualTo(ReferenceNotation.format(board(2, Player.B, "e5:aAN e6:aAS i1:BN a9:a" + NINE_B.replace(" a9:b", ""))) + " *");
    }

    @Test
    @DisplayName("R6.1(d), R10 meetingThreshold: no meeting while no other player has 9 markers; threshold 0 always meets")
    void r6_1d_threshold() {
        Position eight = board(2, Player.A, "e4:AN e5:a e6:aAS i1:BN" + NINE_B.replace(" i8:b", ""));
        assertThat(engine(Ruleset.STANDARD).moves(eight)).contains("e4-e5").noneMatch(m -> m.startsWith("e4-e5("));
        Position none = board(2, Player.A, "e4:AN e5:a e6:aAS i1:BN");
        assertThat(engine(Ruleset.STANDARD.withMeetingThreshold(0)).moves(none))
                .doesNotContain("e4-e5").contains("e4-e5(e4)", "e4-e5(a1)");
        // R6.1(a)-(c): the partner must face back and stand on an own field.
        Position notFacing = board(2, Player.A, "e4:AN e5:a e6:aAE i1:BN" + NINE_B);
        assertThat(engine(Ruleset.STANDARD).moves(notFacing)).contains("e4-e5");
        Position partnerNeutral = board(2, Player.A, "e4:AN e5:a e6:AS f5:a i1:BN" + NINE_B);
        assertThat(engine(Ruleset.STANDARD).moves(partnerNeutral)).contains("e4-e5");
    }

    @Test
    @DisplayName("R6.3, R10 meetingThresholdTiming: the threshold is judged after all effects, or after the capture only")
    void r6_3_thresholdTiming() {
        // B has exactly 9 markers, e4 among them; the connection e3-e5(*) converts e4.
        Position p = board(2, Player.A, "e3:aAN d1:a e4:b e5:a e6:aAS i1:BN" + NINE_B.replace(" i8:b", ""));
        List<String> after = engine(Ruleset.STANDARD).moves(p).stream()
                .filter(m -> m.startsWith("e3-e5(*")).collect(Collectors.toList());
        assertThat(after).containsExactly("e3-e5(*)");
        List<String> crossing = engine(Ruleset.STANDARD).moves(p).stream()
                .filter(m -> m.startsWith("e3-e5(d4")).collect(Collectors.toList());
        // e3 (the start field) stays A's, so it is no bonus candidate; e4 (B's) is.
        assertThat(crossing).contains("e3-e5(d4,e4)", "e3-e5(d4,a1)").doesNotContain("e3-e5(d4)", "e3-e5(d4,e3)");
        Ruleset early = Ruleset.STANDARD.withMeetingThresholdTiming(MeetingThresholdTiming.AFTER_CAPTURE);
        List<String> before = engine(early).moves(p).stream()
                .filter(m -> m.startsWith("e3-e5(*")).collect(Collectors.toList());
        assertThat(before).contains("e3-e5(*,a9)", "e3-e5(*,a1)").doesNotContain("e3-e5(*)", "e3-e5(*,e4)", "e3-e5(*,e3)");
        assertThat(engine(Ruleset.STANDARD).isLegal(p, "e3-e5(*,a1)")).isFalse();
        assertThat(engine(Ruleset.STANDARD).isLegal(p, "e3-e5(*)")).isTrue();
        assertThat(engine(early).isLegal(p, "e3-e5(*)")).isFalse();
        assertThat(engine(early).isLegal(p, "e3-e5(*,a1)")).isTrue();
    }

    @Test
    @DisplayName("R7.1, R7.2: rotations cost 2 or 4 own markers on unoccupied fields, for every own chevron")
    void r7_rotationCount() {
        Position p = board(2, Player.A, "e4:aAN b2:aAE a1:a a2:a a3:a a4:a a5:a i9:BS i8:b");
        // 2 chevrons x (2 x C(5,2) + 2 x C(5,4)) = 2 x (20 + 10)
        assertThat(engine(Ruleset.STANDARD).rotations(p)).isEqualTo(60);
        Position one = board(2, Player.A, "e4:aAN b2:aAE a1:a i9:BS");
        assertThat(engine(Ruleset.STANDARD).rotations(one)).isZero();
        assertThat(engine(Ruleset.STANDARD).isLegal(p, "e4>>(a1,a2,a3,a4)")).isTrue();
        assertThat(engine(Ruleset.STANDARD).isLegal(p, "e4>>(a1,a2,a3,e4)")).isFalse();
        assertThat(engine(Ruleset.STANDARD).isLegal(p, "e4>(a1,a1)")).isFalse();
        assertThat(engine(Ruleset.STANDARD).isLegal(p, "e4>(a1)")).isFalse();
        assertThat(engine(Ruleset.STANDARD).isLegal(p, "i9>(a1,a2)")).isFalse();
        assertThat(engine(Ruleset.STANDARD).isLegal(p, "e4<(a1,i8)")).isFalse();
    }

    @Test
    @DisplayName("R2.2, R7.2: a player with no legal move has no rotation either")
    void r2_2_noMoveNoRotation() {
        Position stuck = board(2, Player.A, "a1:ASW a2:a a3:a a4:a a5:a i9:BS");
        assertThat(engine(Ruleset.STANDARD).moves(stuck)).isEmpty();
        assertThat(engine(Ruleset.STANDARD).rotations(stuck)).isZero();
        assertThat(engine(Ruleset.STANDARD).isLegal(stuck, "a1>(a2,a3)")).isFalse();
    }

    @Test
    @DisplayName("R8.1, R8.5: a stuck next player is eliminated, the turn passes on; markers stay")
    void r8_1_eliminationPassesTurn() {
        Position p = board(3, Player.A, "e5:AN a1:bBSW b1:b i9:CS");
        assertThat(engine(Ruleset.STANDARD).play(p, "e5-e6"))
                .isEqualTo(ReferenceNotation.format(board(3, Player.C, "e6:AN a1:b b1:b i9:CS")) + " *");
        Position two = board(2, Player.A, "e5:AN a1:bBSW");
        assertThat(engine(Ruleset.STANDARD).play(two, "e5-e6"))
                .isEqualTo(ReferenceNotation.format(board(2, Player.A, "e6:AN a1:b")) + " A LAST_WITH_CHEVRONS");
    }

    @Test
    @DisplayName("R8.5: players who are out are skipped")
    void r8_5_outPlayersSkipped() {
        Position p = board(3, Player.A, "e5:AN b1:b i9:CS");
        assertThat(engine(Ruleset.STANDARD).play(p, "e5-e6"))
                .isEqualTo(ReferenceNotation.format(board(3, Player.C, "e6:AN b1:b i9:CS")) + " *");
    }

    @Test
    @DisplayName("R8.3(a), R10 target: reaching the target wins at once, before any elimination is examined")
    void r8_3a_target() {
        Ruleset three = new Ruleset(9, MeetingThresholdTiming.AFTER_ALL_EFFECTS, true, true, OptionalInt.of(3));
        Position p = board(2, Player.A, "e3:AN e1:a e2:a a1:BSW");
        // e3-e4 crosses into the e5-borderland: A marks a 3rd field and wins; B (stuck) is not eliminated.
        assertThat(engine(three).play(p, "e3-e4(e4)"))
                .isEqualTo(ReferenceNotation.format(board(2, Player.B, "e4:aAN e1:a e2:a a1:BSW")) + " A TARGET_REACHED");
        assertThat(engine(three).play(p, "e3-e4(d5)")).endsWith(" A TARGET_REACHED");
        assertThat(engine(Ruleset.STANDARD).play(p, "e3-e4(d5)")).endsWith(" A LAST_WITH_CHEVRONS");
    }

    @Test
    @DisplayName("R8.3(b): capturing the last enemy chevron wins")
    void r8_3b_lastCapture() {
        Position two = board(2, Player.A, "e3:AN d1:a f1:a c5:AE a4:a a6:a e5:BS");
        assertThat(engine(Ruleset.STANDARD).play(two, "c5xe5(d4)")).endsWith(" A LAST_WITH_CHEVRONS");
    }

    @Test
    @DisplayName("R5.4: a capture between two own fields is also a connection; the mover picks it or the crossing")
    void r5_4_captureIsAConnection() {
        Position p = board(2, Player.A, "e3:aAN d1:a c5:AE a4:a a6:a e5:aBS i9:BS");
        List<String> moves = engine(Ruleset.STANDARD).moves(p).stream()
                .filter(m -> m.startsWith("e3xe5")).collect(Collectors.toList());
        assertThat(moves).containsExactly("e3xe5(*)", "e3xe5(d4)", "e3xe5(d5)", "e3xe5(d6)", "e3xe5(e4)",
                "e3xe5(e6)", "e3xe5(f4)", "e3xe5(f5)", "e3xe5(f6)");
        assertThat(engine(Ruleset.STANDARD).play(p, "e3xe5(*)")).isEqualTo(ReferenceNotation.format(
                board(2, Player.B, "e3:a d1:a c5:AE a4:a a6:a e4:a e5:aAN i9:BS")) + " *");
    }

    @Test
    @DisplayName("R4.4, R5.4: the captured field does not count as neutral: with no other neutral field, the crossing converts")
    void r4_4_capturedFieldIsNotNeutral() {
        Position p = board(2, Player.A, "e3:AN d1:a f1:a c5:AE a4:a a6:a "
                + "d4:b d5:a d6:b e4:a e5:BS e6:b f4:a f5:b f6:a i9:BS");
        List<String> moves = engine(Ruleset.STANDARD).moves(p).stream()
                .filter(m -> m.startsWith("e3xe5")).collect(Collectors.toList());
        assertThat(moves).containsExactly("e3xe5(d4)", "e3xe5(d6)", "e3xe5(e6)", "e3xe5(f5)");
        assertThat(engine(Ruleset.STANDARD).isLegal(p, "e3xe5(e5)")).isFalse();
        assertThat(engine(Ruleset.STANDARD).isLegal(p, "e3xe5")).isFalse();
    }

    @Test
    @DisplayName("R5.1: an attack never jumps, even between own fields")
    void r5_1_attackNeverJumps() {
        Position p = board(2, Player.A, "a1:aAN a2:BE a3:aBS c1:a c3:AW i9:BS");
        assertThat(engine(Ruleset.STANDARD).baseMoves(p)).noneMatch(m -> m.contains("x"));
        assertThat(engine(Ruleset.STANDARD).isLegal(p, "c3xa3")).isFalse();
        assertThat(engine(Ruleset.STANDARD).isLegal(p, "a1xa3")).isFalse();
        Position clear = board(2, Player.A, "a1:aAN a2:a a3:aBS c1:a c3:AW i9:BS");
        assertThat(engine(Ruleset.STANDARD).baseMoves(clear)).contains("a1xa3", "c3xa3");
    }

    @Test
    @DisplayName("R6.1(d), R8.1: markers of a player who is out still count for the threshold")
    void r6_1d_outPlayersMarkersCount() {
        Position p = board(3, Player.A, "e4:AN e5:a e6:aAS i1:CN" + NINE_B);
        assertThat(engine(Ruleset.STANDARD).moves(p)).doesNotContain("e4-e5").contains("e4-e5(a9)");
    }

    @Test
    @DisplayName("R8.5: after an elimination the turn skips players who are out")
    void r8_5_eliminationThenSkip() {
        Position p = board(4, Player.A, "e5:AN a1:bBSW d9:c i9:DS");
        assertThat(engine(Ruleset.STANDARD).play(p, "e5-e6"))
                .isEqualTo(ReferenceNotation.format(board(4, Player.D, "e6:AN a1:b d9:c i9:DS")) + " *");
    }

    @Test
    @DisplayName("R8.3: the target (a) is checked before the last player with chevrons (b)")
    void r8_3_targetBeforeLastChevrons() {
        Position p = board(2, Player.A, "e3:AN d1:a f1:a c5:AE a4:a a6:a e5:BS");
        assertThat(engine(Ruleset.STANDARD.withTarget(6)).play(p, "c5xe5(d4)")).endsWith(" A TARGET_REACHED");
        assertThat(engine(Ruleset.STANDARD.withTarget(7)).play(p, "c5xe5(d4)")).endsWith(" A LAST_WITH_CHEVRONS");
    }

    @Test
    @DisplayName("R7.1: a rotation turns the chevron and makes the relinquished fields neutral")
    void r7_1_rotationApplies() {
        Position p = board(2, Player.A, "e4:aAN a1:a a2:a a3:a a4:a i9:BS");
        assertThat(engine(Ruleset.STANDARD).play(p, "e4>(a1,a3)"))
                .isEqualTo(ReferenceNotation.format(board(2, Player.B, "e4:aANE a2:a a4:a i9:BS")) + " *");
        assertThat(engine(Ruleset.STANDARD).play(p, "e4<<(a1,a2,a3,a4)"))
                .isEqualTo(ReferenceNotation.format(board(2, Player.B, "e4:aAW i9:BS")) + " *");
    }

    @Test
    @DisplayName("R4.2, R4.3 under abstractplay: a connection with nothing to fill may replace a crossing's marker")
    void r4_2_abstractPlayConnectionAcrossBorder() {
        Position p = board(2, Player.A, "a1:aAN a2:a a3:a a4:a i9:BS");
        assertThat(engine(Ruleset.ABSTRACT_PLAY).moves(p)).contains("a1-a4(*)", "a1-a4(b5)");
        assertThat(engine(Ruleset.STANDARD).moves(p)).contains("a1-a4(b5)").doesNotContain("a1-a4(*)");
        assertThat(engine(Ruleset.ABSTRACT_PLAY).play(p, "a1-a4(*)"))
                .isEqualTo(ReferenceNotation.format(board(2, Player.B, "a1:a a2:a a3:a a4:aAN i9:BS")) + " *");
    }
}
