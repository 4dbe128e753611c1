package org.apache.dubbo.config.features;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import jakarta.validation.ConstraintViolationException;
import jakarta.validation.Valid;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.apache.dubbo.rpc.RpcException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code validation="true"} on a service and on a reference, over a real dubbo connection. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ValidationEndToEndTest {

    public interface Accounts {
        String open(@NotNull String owner, @Min(1) int amount);

        String rename(@Valid Account account);
    }

    public static class Account implements Serializable {
        private static final long serialVersionUID = 1L;
        @NotBlank
        public String name;

        public Account() {
        }

        public Account(String name) {
            this.name = name;
        }
    }

    static final class CountingAccounts implements Accounts {
        final AtomicInteger calls = new AtomicInteger();

        @Override
        public String open(String owner, int amount) {
            calls.incrementAndGet();
            return owner + ":" + amount;
        }

        @Override
        public String rename(Account account) {
            calls.incrementAndGet();
            return account.name;
        }
    }

    private final List<DubboBootstrap> providers = new ArrayList<>();
    private final List<ReferenceConfig<?>> references = new ArrayList<>();

    @AfterEach
    void stop() {
        references.forEach(ReferenceConfig::destroy);
        providers.forEach(DubboBootstrap::stop);
    }

    private int provide(CountingAccounts accounts, String validation) {
        int port = NetUtils.getAvailablePort();
        ProtocolConfig protocol = new ProtocolConfig("dubbo", port);
        protocol.setHost("127.0.0.1");
        ServiceConfig<Accounts> service = new ServiceConfig<>();
        service.setInterface(Accounts.class);
        service.setRef(accounts);
        service.setValidation(validation);
        providers.add(DubboBootstrap.newInstance().application("validation-provider").protocol(protocol)
                .registry(new RegistryConfig(RegistryConfig.NO_AVAILABLE)).service(service).start());
        return port;
    }

    private Accounts refer(int port, String validation) {
        ReferenceConfig<Accounts> reference = new ReferenceConfig<>();
        reference.setApplication(new ApplicationConfig("validation-consumer"));
        reference.setInterface(Accounts.class);
        reference.setUrl("dubbo://127.0.0.1:" + port);
        reference.setValidation(validation);
        reference.setTimeout(10_000);
        reference.setRetries(0);
        references.add(reference);
        return reference.get();
    }

    @Test
    void aProviderRejectsInvalidArgumentsWithAValidationRpcException() {
        CountingAccounts accounts = new CountingAccounts();
        Accounts consumer = refer(provide(accounts, "true"), null);
        assertEquals("ann:5", consumer.open("ann", 5));
        RpcException e = assertThrows(RpcException.class, () -> consumer.open(null, 0));
        assertTrue(e.isValidation(), () -> "code " + e.getCode() + ": " + e.getMessage());
        assertTrue(e.getMessage().contains("Failed to validate service: " + Accounts.class.getName()
                + ", method: open"), e::getMessage);
        assertTrue(e.getMessage().contains("must not be null") && e.getMessage().contains("must be greater than"),
                e::getMessage);
        RpcException bean = assertThrows(RpcException.class, () -> consumer.rename(new Account(" ")));
        assertTrue(bean.getMessage().contains("must not be blank"), bean::getMessage);
        assertEquals(1, accounts.calls.get(), "invalid calls never reach the service");
    }

    @Test
    void aConsumerRejectsInvalidArgumentsBeforeSendingThem() {
        CountingAccounts accounts = new CountingAccounts();
        Accounts consumer = refer(provide(accounts, null), "true");
        ConstraintViolationException e = assertThrows(ConstraintViolationException.class,
                () -> consumer.open("bob", 0));
        assertEquals(1, e.getConstraintViolations().size());
        assertEquals("must be greater than or equal to 1",
                e.getConstraintViolations().iterator().next().getMessage());
        assertEquals(0, accounts.calls.get());
        assertEquals("bob:1", consumer.open("bob", 1));
    }
}
