package org.pacru.bench.load;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * A short run of the load test (the full one, 32 clients × 500 requests, is run by hand with
 * {@link LoadGenerator#main}): many concurrent clients with mixed requests get no error.
 */
class LoadTest {

    @Test
    @DisplayName("16 concurrent clients x 40 mixed requests on loopback: zero errors")
    void concurrentClientsGetNoError() throws Exception {
        LoadGenerator.Result r = LoadGenerator.run(16, 40);
        System.out.println("LoadTest: " + r);
        assertThat(r.requests()).isEqualTo(640);
        assertThat(r.errors()).as(r.toString()).isZero();
    }
}
