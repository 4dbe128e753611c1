package org.example.greeting;

import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;

/** A provider and a consumer as the quick start writes them, meeting through the registry at {@code address}. */
public final class Application {

    private Application() {
    }

    public static String callThroughRegistry(String address, String name) {
        ServiceConfig<GreetingService> service = new ServiceConfig<>();
        service.setInterface(GreetingService.class);
        service.setRef(new GreetingServiceImpl());

        ReferenceConfig<GreetingService> reference = new ReferenceConfig<>();
        reference.setInterface(GreetingService.class);
        // the provider runs in this JVM too: without this the call would stay in the JVM and skip the registry
        reference.setScope("remote");

        DubboBootstrap bootstrap = DubboBootstrap.getInstance();
        try {
            bootstrap.application(new ApplicationConfig("plain-dubbo"))
                    .registry(new RegistryConfig(address))
                    .protocol(new ProtocolConfig("dubbo", -1))
                    .service(service)
                    .reference(reference)
                    .start();
            return reference.get().greet(name);
        } finally {
            bootstrap.stop();
        }
    }
}
