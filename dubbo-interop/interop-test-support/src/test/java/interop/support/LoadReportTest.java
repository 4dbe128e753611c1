package interop.support;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;

class LoadReportTest {

    @Test
    void readsPerProviderCountsTotalsAndFirstError() {
        String output = String.join("\n",
                "LOAD STARTED",
                "12:00:00.000 [main] WARN some.Logger - LOAD PROVIDER in a log line is not a count",
                "LOAD PROVIDER 20880 OK 120 FAILED 1",
                "LOAD PROVIDER 20881 OK 98 FAILED 0",
                "LOAD TOTAL OK 218 FAILED 1",
                "LOAD ERROR org.apache.dubbo.rpc.RpcException: No provider available",
                "RESULT load FAIL 1 of 219 calls failed");

        LoadReport report = LoadReport.parse(output).orElseThrow();

        assertEquals(List.of(new LoadReport.ProviderCalls(20880, 120, 1), new LoadReport.ProviderCalls(20881, 98, 0)),
                report.providers());
        assertEquals(218, report.ok());
        assertEquals(1, report.failed());
        assertEquals("org.apache.dubbo.rpc.RpcException: No provider available", report.firstError());
        assertEquals(98, report.okOn(20881));
        assertEquals(0, report.okOn(1));
    }

    @Test
    void isAbsentWithoutTotals() {
        assertEquals(Optional.empty(), LoadReport.parse("LOAD STARTED\r\nLOAD PROVIDER 1 OK 1 FAILED 0\r\n"));
    }
}
