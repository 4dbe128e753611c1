package org.apache.dubbo.config.spring;

import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.annotation.Service;
import org.apache.dubbo.config.spring.context.DubboSpringContext;
import org.apache.dubbo.config.spring.context.event.ServiceBeanExportedEvent;
import org.apache.dubbo.rpc.model.ModuleModel;
import org.springframework.aop.support.AopUtils;
import org.springframework.beans.factory.BeanNameAware;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.InitializingBean;
import org.springframework.context.ApplicationContext;
import org.springframework.context.ApplicationContextAware;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.context.ApplicationEventPublisherAware;
import org.springframework.util.ClassUtils;

/**
 * A service declared in Spring: by {@code <dubbo:service>}, by a {@code @DubboService} class or {@code @Bean}
 * method, or as a bean of this type. Once Spring has set its properties it declares itself to the Dubbo application
 * of its context; the context exports it when it has been refreshed and unexports it, gracefully, when it closes.
 */
public class ServiceBean<T> extends ServiceConfig<T>
        implements InitializingBean, DisposableBean, ApplicationContextAware, BeanNameAware,
        ApplicationEventPublisherAware {

    private static final long serialVersionUID = 1L;

    private final transient Service service;
    private transient ApplicationContext applicationContext;
    private transient ApplicationEventPublisher applicationEventPublisher;
    private String beanName;

    public ServiceBean() {
        this.service = null;
    }

    public ServiceBean(ApplicationContext applicationContext) {
        this.service = null;
        this.applicationContext = applicationContext;
    }

    public ServiceBean(ApplicationContext applicationContext, ModuleModel moduleModel) {
        super(moduleModel);
        this.service = null;
        this.applicationContext = applicationContext;
    }

    public ServiceBean(ApplicationContext applicationContext, Service service) {
        super(service);
        this.service = service;
        this.applicationContext = applicationContext;
    }

    public ServiceBean(ApplicationContext applicationContext, ModuleModel moduleModel, Service service) {
        super(moduleModel, service);
        this.service = service;
        this.applicationContext = applicationContext;
    }

    @Override
    public void setApplicationContext(ApplicationContext applicationContext) {
        this.applicationContext = applicationContext;
    }

    @Override
    public void setBeanName(String name) {
        this.beanName = name;
    }

    @Override
    public void setApplicationEventPublisher(ApplicationEventPublisher applicationEventPublisher) {
        this.applicationEventPublisher = applicationEventPublisher;
    }

    /** The (deprecated) {@code @Service} annotation this bean was built from, or null. */
    public Service getService() {
        return service;
    }

    public String getBeanName() {
        return beanName;
    }

    @Override
    public void afterPropertiesSet() {
        MethodCallbacks.resolve(getMethods(), applicationContext);
        if (getInterface() == null && getRef() != null) {
            Class<?>[] interfaces = ClassUtils.getAllInterfacesForClass(getServiceClass(getRef()));
            if (interfaces.length > 0) {
                setInterface(interfaces[0]);
            }
        }
        DubboSpringContext.of(applicationContext).register(this);
    }

    @Override
    public synchronized void export() {
        boolean wasExported = isExported();
        super.export();
        if (!wasExported && isExported()) {
            exported();
        }
    }

    /** Called once the service is exported; publishes a {@link ServiceBeanExportedEvent}. */
    protected void exported() {
        if (applicationEventPublisher != null) {
            applicationEventPublisher.publishEvent(new ServiceBeanExportedEvent(this));
        }
    }

    /** The class of the implementation, seen through a Spring AOP proxy. */
    protected Class getServiceClass(T ref) {
        return AopUtils.getTargetClass(ref);
    }

    /** Unexports the service if the context has not already done so. */
    @Override
    public void destroy() {
        unexport();
    }
}
