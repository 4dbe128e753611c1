package io.github.dubbotuned.benchmark.runner;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

class RestartLedgerTest {

    @Test
    void onlyCallsInFlightAtAKillAreExplained() {
        RestartLedger ledger = new RestartLedger();
        ledger.restart(new RestartLedger.Restart("TERM", 1_000));
        ledger.restart(new RestartLedger.Restart("KILL", 5_000));
        ledger.failure(new RestartLedger.Failure(4_900, 5_100, "RemotingException"));   // in flight at the KILL
        ledger.failure(new RestartLedger.Failure(5_000, 5_000, "RemotingException"));   // sent at the very instant
        ledger.failure(new RestartLedger.Failure(900, 1_200, "RpcException"));         // in flight at the TERM: lost
        ledger.failure(new RestartLedger.Failure(5_200, 5_300, "RpcException"));       // after the KILL: lost
        ledger.failure(new RestartLedger.Failure(3_000, 3_100, "TimeoutException"));   // no restart near: lost

        assertEquals(5, ledger.failures());
        assertEquals(2, ledger.inFlightAt("KILL"));
        assertEquals(1, ledger.inFlightAt("TERM"));
        List<RestartLedger.Failure> lost = ledger.lost();
        assertEquals(3, lost.size());
        assertEquals(900, lost.get(0).start);
        assertEquals(5_200, lost.get(1).start);
        assertEquals(3_000, lost.get(2).start);
        assertEquals("TimeoutException", lost.get(2).kind());
        assertEquals("RpcException (timeout)", new RestartLedger.Failure(1, 2, "org.apache.dubbo.rpc.RpcException",
                "Tried 3 times ... Last error is: Invoke remote method timeout. method: hold").kind());
    }

    @Test
    void figuresLinesParseIntoNumbersAndAMessageWithSpaces() {
        Map<String, Object> values = FiguresLine.parse("noise BENCH SOAK FAILED start=12 end=15 error=a.B message=Invoke "
                + "remote method timeout. method: hold", "BENCH SOAK FAILED");
        assertEquals(12L, values.get("start"));
        assertEquals(15L, values.get("end"));
        assertEquals("a.B", values.get("error"));
        assertEquals("Invoke remote method timeout. method: hold", values.get("message"));
        Map<String, Object> figures = FiguresLine.parse("BENCH FIGURES label=interval heap_after_gc_mb=10.97 fds=78",
                "BENCH FIGURES");
        assertEquals(10.97, (Double) figures.get("heap_after_gc_mb"), 1e-9);
        assertEquals(78L, figures.get("fds"));
        assertNull(FiguresLine.parse("BENCH READY provider 123", "BENCH FIGURES"));
    }
}
