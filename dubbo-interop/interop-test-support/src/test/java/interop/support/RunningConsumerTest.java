package interop.support;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class RunningConsumerTest {

    @Test
    void namesTheScenarioAfterScenarioAndLoadOptions() {
        assertEquals("sayHello", RunningConsumer.describeScenario(List.of("--url", "u", "--scenario", "sayHello")));
        assertEquals("load", RunningConsumer.describeScenario(List.of("--registry", "r", "--load", "3000")));
        assertEquals("echo,load", RunningConsumer.describeScenario(List.of("--scenario", "echo", "--load", "10")));
        assertEquals("none", RunningConsumer.describeScenario(List.of("--registry", "r")));
        assertEquals("probes", RunningConsumer.describeScenario(List.of("--probe", "g@registry", "--registry", "r")));
        assertEquals("sayHello", RunningConsumer.describeScenario(List.of("--probe", "g@registry", "--scenario",
                "sayHello")));
    }
}
