package org.pacru.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.pacru.core.Setup.board;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.pacru.action.Move;
import org.pacru.board.Field;
import org.pacru.board.Position;

/** Every yes-or-no fact of {@link MoveFacts} is seen both true and false, each against its rule. */
class MoveFactsBothWaysTest {

    /** A's e5 faces N on A's marker; A also holds d4, so the range in borderland e5 is 2 (R3.2). */
    private static Setup base() {
        return board(2).chevron("e5", "AN").chevron("i1", "BN").markers('A', "e5 d4");
    }

    private static MoveFacts facts(Position p, Move m) {
        return MoveFacts.of(PacruRules.STANDARD, p, m).orElseThrow();
    }

    @Test
    @DisplayName("R3.1 straight ahead is allowed, straight back is not")
    void r3_1_directionAllowedBothWays() {
        Position p = base().build();
        assertThat(facts(p, Move.of(Field.E5, Field.E6)).directionAllowed()).isTrue();
        assertThat(facts(p, Move.of(Field.E5, Field.F6)).directionAllowed()).isTrue();
        assertThat(facts(p, Move.of(Field.E5, Field.E4)).directionAllowed()).isFalse();
        assertThat(facts(p, Move.of(Field.E5, Field.F5)).directionAllowed()).isFalse();
    }

    @Test
    @DisplayName("R3.3 a plain move may end on a neutral field, not on an opposing marker")
    void r3_3_plainDestinationBothWays() {
        assertThat(facts(base().build(), Move.of(Field.E5, Field.E6)).plainDestinationOk()).isTrue();
        assertThat(facts(base().markers('B', "e6").build(), Move.of(Field.E5, Field.E6)).plainDestinationOk()).isFalse();
    }

    @Test
    @DisplayName("R3.4 passing over a chevron is a jump, allowed only from an own field to an own field")
    void r3_4_jumpAllowedBothWays() {
        Position jump = base().chevron("e6", "BS").markers('A', "e7").build();
        MoveFacts yes = facts(jump, Move.of(Field.E5, Field.E7));
        assertThat(yes.chevronsPassedOver()).containsExactly(Field.E6);
        assertThat(yes.jumpAllowed()).isTrue();
        assertThat(PacruRules.STANDARD.baseMoves(jump)).contains(Move.of(Field.E5, Field.E7));
        Position noJump = base().chevron("e6", "BS").build();
        MoveFacts no = facts(noJump, Move.of(Field.E5, Field.E7));
        assertThat(no.chevronsPassedOver()).containsExactly(Field.E6);
        assertThat(no.jumpAllowed()).isFalse();
        Position startNotOwn = base().noMarkerAt("e5").markers('A', "e7 f4").chevron("e6", "BS").build();
        assertThat(facts(startNotOwn, Move.of(Field.E5, Field.E7)).jumpAllowed()).isFalse();
    }

    @Test
    @DisplayName("R4.1 leaving the start borderland is a border crossing; staying in it is not")
    void r4_1_borderCrossingBothWays() {
        Position p = base().build();
        MoveFacts crossing = facts(p, Move.of(Field.E5, Field.E7));
        assertThat(crossing.borderCrossing()).isTrue();
        assertThat(crossing.crossingCase()).isEqualTo(MoveFacts.CrossingCase.CLAIM_NEUTRAL);
        MoveFacts inside = facts(p, Move.of(Field.E5, Field.E6));
        assertThat(inside.borderCrossing()).isFalse();
        assertThat(inside.crossingCase()).isEqualTo(MoveFacts.CrossingCase.NO_CROSSING);
        assertThat(inside.crossingFields()).isEmpty();
    }

    @Test
    @DisplayName("R4.2 a move between two own fields over a gap is a connection; onto a neutral field it is not")
    void r4_2_connectionBothWays() {
        Position p = base().markers('A', "e7").build();
        MoveFacts conn = facts(p, Move.of(Field.E5, Field.E7));
        assertThat(conn.connection()).isTrue();
        assertThat(conn.connectionFields()).containsExactly(Field.E6);
        MoveFacts plain = facts(base().build(), Move.of(Field.E5, Field.E7));
        assertThat(plain.connection()).isFalse();
        assertThat(plain.connectionFields()).isEmpty();
    }

    @Test
    @DisplayName("R6.1 without a chevron ahead facing back there is no partner and no meeting")
    void r6_1_noPartnerNoMeeting() {
        MoveFacts f = facts(base().build(), Move.of(Field.E5, Field.E6));
        assertThat(f.meetingPartner()).isEmpty();
        assertThat(f.options()).hasSize(1);
        assertThat(f.options().get(0).partner()).isFalse();
        assertThat(f.options().get(0).meeting()).isFalse();
        assertThat(f.options().get(0).thresholdCount()).isZero();
        assertThat(f.options().get(0).bonusFields()).isEmpty();
    }
}
